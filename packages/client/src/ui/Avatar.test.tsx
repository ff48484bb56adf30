import { render } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Avatar } from './Avatar.tsx';

const user = { avatarUrl: '/avatar/carol', username: 'carol', name: 'Carol', avatarBlurhash: null };

test("a cat's avatar has cat ears around the image; anyone else's is the image alone", () => {
  const cat = render(<Avatar user={{ ...user, isCat: true }} />);
  const ears = cat.container.querySelector('.kumo-avatar-cat');
  expect(ears?.querySelector('img.kumo-avatar')?.getAttribute('src')).toBe('/avatar/carol');
  cat.unmount();
  const plain = render(<Avatar user={{ ...user, isCat: false }} />);
  expect(plain.container.querySelector('.kumo-avatar-cat')).toBeNull();
  expect(plain.container.firstElementChild?.tagName).toBe('IMG');
});

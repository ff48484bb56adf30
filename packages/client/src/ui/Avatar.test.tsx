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

// the proxied avatar address of each recorded server: upstream 2026.7 puts the file in `url=`,
// MisskeyIO 2025.4 in the path; the avatar is drawn from either as given, query and escapes kept
test.each([
  [
    'upstream 2026.7',
    'http://127.0.0.1:61813/proxy/avatar.webp?url=http%3A%2F%2F127.0.0.1%3A61813%2Ffiles%2Ffaef74e8-fb45-485c-b868-a1c1e407feab&avatar=1',
  ],
  [
    'MisskeyIO 2025.4',
    'http://127.0.0.1:61812/proxy/avatar/http%3A%2F%2F127.0.0.1%3A61812%2Ffiles%2Ffa90b8b6-9859-442e-ae36-eff089874acc?avatar=1',
  ],
])('an avatar behind the proxy of %s is drawn from its address unchanged', (_server, avatarUrl) => {
  const { container } = render(<Avatar user={{ ...user, avatarUrl }} />);
  expect(container.querySelector('img')?.getAttribute('src')).toBe(avatarUrl);
});

import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { expect, test } from 'vitest';
import { lazyOptional } from './lazy-optional.ts';

test('a part whose code cannot be fetched draws nothing, and the page around it stays', async () => {
  const Broken = lazyOptional<() => null>(() =>
    Promise.reject(new Error('Failed to fetch dynamically imported module')),
  );
  const Fine = lazyOptional(() => Promise.resolve({ default: () => <p>loaded part</p> }));
  render(
    <main>
      <p>the page</p>
      <Suspense fallback={null}>
        <Broken />
        <Fine />
      </Suspense>
    </main>,
  );
  await screen.findByText('loaded part');
  expect(screen.getByText('the page')).toBeTruthy();
});

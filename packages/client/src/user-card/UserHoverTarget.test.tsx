import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { renderWithMediaSettings } from '../../test-support/media-test-host.tsx';
import { UserHoverTarget } from './UserHoverTarget.tsx';

const calls: unknown[] = [];

// the card's code loads when a name is first hovered; here it is loaded before the fake clock starts
beforeAll(() => import('./UserHoverCard.tsx'));

beforeEach(() => {
  vi.useFakeTimers();
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      calls.push(JSON.parse(String(init.body)));
      return Promise.resolve(
        new Response(
          JSON.stringify({
            id: 'u1',
            username: 'ai',
            host: null,
            name: 'Ai <b>chan</b>',
            avatarUrl: null,
            bannerUrl: null,
            emojis: {},
            description: 'Hello there',
            notesCount: 12,
            followingCount: 3,
            followersCount: 40,
          }),
          { status: 200 },
        ),
      );
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderTarget() {
  renderWithMediaSettings(
    <UserHoverTarget user={{ id: 'u1', username: 'ai', host: null }}>
      <a href="/@ai">@ai</a>
    </UserHoverTarget>,
  );
  return screen.getByRole('link', { name: '@ai' }).parentElement!;
}

test('the card opens after 500 ms of hovering, not before, and shows the user', async () => {
  const target = renderTarget();
  fireEvent.pointerEnter(target);
  act(() => {
    vi.advanceTimersByTime(499);
  });
  expect(screen.queryByText('Hello there')).toBeNull();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  // the card's code, then the user's data, each come in a step of their own
  for (let step = 0; step < 3; step++) {
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
  }
  expect(screen.getByText('Hello there')).toBeTruthy();
  expect(screen.getByText('Ai <b>chan</b>')).toBeTruthy();
  expect(screen.getByText('40')).toBeTruthy();
  expect(calls[0]).toEqual({ userId: 'u1' });
});

test('the card closes 500 ms after the pointer has left both the name and the card', async () => {
  const target = renderTarget();
  fireEvent.pointerEnter(target);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  const card = document.querySelector('.kumo-hover-preview')!;
  fireEvent.pointerLeave(target);
  fireEvent.pointerEnter(card);
  act(() => {
    vi.advanceTimersByTime(2000);
  });
  expect(document.querySelector('.kumo-hover-preview')).not.toBeNull();
  fireEvent.pointerLeave(card);
  act(() => {
    vi.advanceTimersByTime(499);
  });
  expect(document.querySelector('.kumo-hover-preview')).not.toBeNull();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(document.querySelector('.kumo-hover-preview')).toBeNull();
});

test('keyboard focus opens the card too, and Escape closes it', async () => {
  const target = renderTarget();
  act(() => screen.getByRole('link', { name: '@ai' }).focus());
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
  expect(document.querySelector('.kumo-hover-preview')).not.toBeNull();
  fireEvent.keyDown(target, { key: 'Escape' });
  expect(document.querySelector('.kumo-hover-preview')).toBeNull();
});

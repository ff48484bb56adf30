import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useHoverPreview } from './useHoverPreview.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function UserLink() {
  const { anchorProps, preview } = useHoverPreview(() => <p>Card of @ai</p>);
  return (
    <>
      <a href="/@ai" {...anchorProps}>
        @ai
      </a>
      {preview}
    </>
  );
}

test('a hover preview opens after 300 ms of hovering, not before', () => {
  render(<UserLink />);
  fireEvent.pointerEnter(screen.getByRole('link'));
  act(() => {
    vi.advanceTimersByTime(299);
  });
  expect(screen.queryByText('Card of @ai')).toBeNull();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.getByText('Card of @ai')).toBeTruthy();
});

test('the preview stays while the pointer moves onto it, and closes once it has left both', () => {
  render(<UserLink />);
  const link = screen.getByRole('link');
  fireEvent.pointerEnter(link);
  act(() => {
    vi.advanceTimersByTime(300);
  });
  const card = screen.getByText('Card of @ai').parentElement!;
  fireEvent.pointerLeave(link);
  fireEvent.pointerEnter(card);
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(screen.getByText('Card of @ai')).toBeTruthy();
  fireEvent.pointerLeave(card);
  act(() => {
    vi.advanceTimersByTime(300);
  });
  expect(screen.queryByText('Card of @ai')).toBeNull();
});

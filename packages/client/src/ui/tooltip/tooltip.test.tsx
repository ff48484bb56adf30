import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Tooltip } from './Tooltip.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test('a tooltip appears 100 ms after the pointer arrives, not before', () => {
  render(
    <Tooltip text="Renote">
      <button type="button">R</button>
    </Tooltip>,
  );
  const button = screen.getByRole('button', { name: 'R' });
  fireEvent.pointerEnter(button);
  act(() => {
    vi.advanceTimersByTime(99);
  });
  expect(screen.queryByRole('tooltip')).toBeNull();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  const tip = screen.getByRole('tooltip');
  expect(tip.textContent).toBe('Renote');
  expect(button.getAttribute('aria-describedby')).toBe(tip.id);
});

test('a tooltip also follows keyboard focus, and hides when focus leaves', () => {
  render(
    <Tooltip text="Reply">
      <button type="button">r</button>
    </Tooltip>,
  );
  const button = screen.getByRole('button', { name: 'r' });
  fireEvent.focus(button);
  act(() => {
    vi.advanceTimersByTime(100);
  });
  expect(screen.getByRole('button', { description: 'Reply' })).toBe(button);
  fireEvent.blur(button);
  expect(screen.queryByRole('tooltip')).toBeNull();
  expect(button.getAttribute('aria-describedby')).toBeNull();
});

test('leaving before the delay means no tooltip at all', () => {
  render(
    <Tooltip text="Quote">
      <button type="button">q</button>
    </Tooltip>,
  );
  const button = screen.getByRole('button');
  fireEvent.pointerEnter(button);
  act(() => {
    vi.advanceTimersByTime(50);
  });
  fireEvent.pointerLeave(button);
  act(() => {
    vi.advanceTimersByTime(200);
  });
  expect(screen.queryByRole('tooltip')).toBeNull();
});

test('the wrapped element keeps its own handlers', () => {
  const onFocus = vi.fn();
  render(
    <Tooltip text="More">
      <button type="button" onFocus={onFocus}>
        m
      </button>
    </Tooltip>,
  );
  fireEvent.focus(screen.getByRole('button'));
  expect(onFocus).toHaveBeenCalledOnce();
});

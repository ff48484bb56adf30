import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { RelativeTime } from './RelativeTime.tsx';

afterEach(cleanup);

test('a time says how long ago, and its full date shows when the pointer or focus comes to it', () => {
  const date = new Date(Date.now() - 3 * 3_600_000);
  render(<RelativeTime date={date.toISOString()} />);
  const time = screen.getByText(/3/);
  expect(time.tagName).toBe('TIME');
  expect(time.title).toBe('');
  fireEvent.pointerEnter(time);
  expect(time.title).toContain(String(date.getFullYear()));
  expect(time.title).toContain(String(date.getSeconds()));
});

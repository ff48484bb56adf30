import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { ColumnResizeHandle } from './ColumnResizeHandle.tsx';

function Host({ onResize }: { onResize: (w: number) => void }) {
  const [width, setWidth] = useState(330);
  return (
    <ColumnResizeHandle
      name="Local"
      width={width}
      onResize={(w) => {
        setWidth(w);
        onResize(w);
      }}
    />
  );
}

test('the handle is a vertical separator named for its column, with the width and its limits', () => {
  render(<Host onResize={() => {}} />);
  const handle = screen.getByRole('separator', { name: 'Resize Local' });
  expect(handle.getAttribute('aria-orientation')).toBe('vertical');
  expect(handle.getAttribute('aria-valuenow')).toBe('330');
  expect(handle.getAttribute('aria-valuemin')).toBe('200');
  expect(handle.getAttribute('aria-valuemax')).toBe('1200');
  expect(handle.tabIndex).toBe(0);
});

test('the arrow keys narrow and widen the column in steps', () => {
  const onResize = vi.fn();
  render(<Host onResize={onResize} />);
  const handle = screen.getByRole('separator', { name: 'Resize Local' });
  fireEvent.keyDown(handle, { key: 'ArrowLeft' });
  fireEvent.keyDown(handle, { key: 'ArrowLeft' });
  expect(handle.getAttribute('aria-valuenow')).toBe('310');
  fireEvent.keyDown(handle, { key: 'ArrowRight' });
  expect(onResize).toHaveBeenLastCalledWith(320);
  fireEvent.keyDown(handle, { key: 'Home' });
  expect(handle.getAttribute('aria-valuenow')).toBe('200');
  onResize.mockClear();
  fireEvent.keyDown(handle, { key: 'ArrowLeft' });
  expect(onResize).not.toHaveBeenCalled();
});

test('dragging the handle changes the width as the pointer moves, and stops when it is let go', () => {
  const onResize = vi.fn();
  render(<Host onResize={onResize} />);
  const handle = screen.getByRole('separator', { name: 'Resize Local' });
  handle.setPointerCapture = vi.fn();
  fireEvent.pointerDown(handle, { pointerId: 1, button: 0, clientX: 500 });
  expect(handle.setPointerCapture).toHaveBeenCalledWith(1);
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 560 });
  expect(handle.getAttribute('aria-valuenow')).toBe('390');
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 2000 });
  expect(handle.getAttribute('aria-valuenow')).toBe('1200');
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: 2000 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientX: 100 });
  expect(onResize).toHaveBeenLastCalledWith(1200);
});

test('a finger dragging the handle is followed once per 100 ms, and the column ends where it was let go', () => {
  vi.useFakeTimers({ now: 0 });
  try {
    const onResize = vi.fn();
    render(<Host onResize={onResize} />);
    const handle = screen.getByRole('separator', { name: 'Resize Local' });
    handle.setPointerCapture = vi.fn();
    const touch = { pointerId: 7, pointerType: 'touch' };
    fireEvent.pointerDown(handle, { ...touch, button: 0, clientX: 500 });
    fireEvent.pointerMove(handle, { ...touch, clientX: 510 });
    expect(onResize).toHaveBeenLastCalledWith(340);
    vi.advanceTimersByTime(40);
    fireEvent.pointerMove(handle, { ...touch, clientX: 520 });
    fireEvent.pointerMove(handle, { ...touch, clientX: 530 });
    // within 100 ms of the last change the width waits
    expect(onResize).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60);
    expect(onResize).toHaveBeenCalledTimes(2);
    expect(onResize).toHaveBeenLastCalledWith(360);
    vi.advanceTimersByTime(10);
    fireEvent.pointerMove(handle, { ...touch, clientX: 545 });
    fireEvent.pointerUp(handle, { ...touch, clientX: 545 });
    expect(onResize).toHaveBeenCalledTimes(3);
    expect(handle.getAttribute('aria-valuenow')).toBe('375');
  } finally {
    vi.useRealTimers();
  }
});

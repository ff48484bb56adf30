import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PageHeader } from './PageHeader.tsx';
import { STICKY_RESIZE_DELAY_MS } from './sticky-header.ts';

function fakeResizeObserver() {
  const observers: Array<() => void> = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly cb: () => void) {
        observers.push(() => this.cb());
      }
      observe() {}
      disconnect() {}
    },
  );
  return (el: HTMLElement, height: number) => {
    Object.defineProperty(el, 'offsetHeight', { configurable: true, value: height });
    for (const notify of observers) notify();
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the sticky page header (spec P1 §2, §9)', () => {
  test("tells what sticks below it the header's height, measured again 100 ms after a resize", () => {
    vi.useFakeTimers();
    const resize = fakeResizeObserver();
    const { container } = render(
      <div data-testid="page">
        <PageHeader title="Profile" />
        <div className="kumo-profile-tabs" />
      </div>,
    );
    const page = container.firstElementChild as HTMLElement;
    const header = page.querySelector('header')!;
    expect(STICKY_RESIZE_DELAY_MS).toBe(100);
    act(() => resize(header, 96));
    // not yet: the height is read again only after the delay
    act(() => vi.advanceTimersByTime(STICKY_RESIZE_DELAY_MS - 1));
    expect(page.style.getPropertyValue('--kumo-sticky-top')).not.toBe('96px');
    act(() => vi.advanceTimersByTime(1));
    expect(page.style.getPropertyValue('--kumo-sticky-top')).toBe('96px');
  });

  test('leaves nothing on its container once the page is gone', () => {
    fakeResizeObserver();
    const { container, unmount } = render(
      <div>
        <PageHeader title="Profile" />
      </div>,
    );
    const page = container.firstElementChild as HTMLElement;
    expect(page.style.getPropertyValue('--kumo-sticky-top')).toBe('0px');
    unmount();
    expect(page.style.getPropertyValue('--kumo-sticky-top')).toBe('');
  });
});

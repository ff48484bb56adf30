import { act, render } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AT_TOP_PX } from './sources.ts';
import { useScrolledDown } from './use-scroll-position.ts';

let observed: { cb: IntersectionObserverCallback; options?: IntersectionObserverInit; el?: Element } | null;
beforeEach(() => {
  observed = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed = { cb, options };
      }
      observe(el: Element) {
        observed!.el = el;
      }
      disconnect() {
        observed = null;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The list's top marker `top` px below the top of the scroller widened by AT_TOP_PX. */
function markerAt(top: number) {
  const rootBounds = { top: -AT_TOP_PX, bottom: 900 } as DOMRectReadOnly;
  const entry = {
    isIntersecting: top >= -1 && top < 900 + AT_TOP_PX,
    rootBounds,
    boundingClientRect: { top: top - AT_TOP_PX, bottom: top - AT_TOP_PX + 1 } as DOMRectReadOnly,
  } as IntersectionObserverEntry;
  act(() => {
    observed!.cb([entry], {} as IntersectionObserver);
  });
}

describe('whether the reader has scrolled down a timeline', () => {
  test('the marker at the list top is watched in a scroller widened upwards by AT_TOP_PX', () => {
    let read: () => boolean = () => true;
    const back = vi.fn();
    function List() {
      const [marker, isDown] = useScrolledDown(undefined, back);
      read = isDown;
      return <div ref={marker} data-testid="marker" />;
    }
    const { getByTestId, unmount } = render(<List />);
    expect(observed?.el).toBe(getByTestId('marker'));
    expect(observed?.options?.rootMargin).toBe(`${AT_TOP_PX}px 0px 0px 0px`);
    expect(read()).toBe(false);

    markerAt(-300); // scrolled 400 px down
    expect(read()).toBe(true);
    expect(back).not.toHaveBeenCalled();

    markerAt(40); // back near the top
    expect(read()).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
    act(() => {
      unmount();
    });
    expect(observed).toBeNull();
  });

  test('a hidden list (no root box) counts as at the top', () => {
    let read: () => boolean = () => true;
    function List() {
      const [marker, isDown] = useScrolledDown(undefined, () => undefined);
      read = isDown;
      return <div ref={marker} />;
    }
    render(<List />);
    markerAt(-300);
    const hidden = {
      isIntersecting: false,
      rootBounds: null,
      boundingClientRect: { top: 0, bottom: 0 } as DOMRectReadOnly,
    } as IntersectionObserverEntry;
    act(() => {
      observed!.cb([hidden], {} as IntersectionObserver);
    });
    expect(read()).toBe(false);
  });
});

import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { spacerMargin, spacerStyle, useSpacerMargin } from './spacer.ts';

// A ResizeObserver the test drives: `resize(width)` gives the observed element that width.
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
  return (el: HTMLElement, width: number) => {
    Object.defineProperty(el, 'clientWidth', { configurable: true, value: width });
    for (const notify of observers) notify();
  };
}

function Column({ phone }: { phone: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const margin = useSpacerMargin(ref, phone);
  return (
    <div ref={ref} data-testid="column" style={spacerStyle(margin)}>
      <div className="kumo-page-body">body</div>
    </div>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the spacer (spec P1 §2, §9)', () => {
  test('leaves 24 px around the content of a wide column and 12 px in a narrow one or on a phone', () => {
    expect(spacerMargin(700, false)).toBe(24);
    expect(spacerMargin(451, false)).toBe(24);
    expect(spacerMargin(450, false)).toBe(12);
    expect(spacerMargin(330, false)).toBe(12);
    expect(spacerMargin(1200, true)).toBe(12);
  });

  test("hands the column's margin to its page bodies and follows the column's width", async () => {
    const resize = fakeResizeObserver();
    const { getByTestId, findByTestId } = render(<Column phone={false} />);
    const column = getByTestId('column');
    resize(column, 700);
    expect((await findByTestId('column')).style.getPropertyValue('--kumo-spacer')).toBe('24px');
    resize(column, 360);
    await vi.waitFor(() => expect(column.style.getPropertyValue('--kumo-spacer')).toBe('12px'));
  });

  test('keeps the small margin on a phone however wide the column', async () => {
    const resize = fakeResizeObserver();
    const { getByTestId } = render(<Column phone />);
    resize(getByTestId('column'), 900);
    await vi.waitFor(() =>
      expect(getByTestId('column').style.getPropertyValue('--kumo-spacer')).toBe('12px'),
    );
  });
});

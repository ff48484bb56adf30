import { useRef } from 'react';
import { t } from '@/i18n/index.ts';
import { createDragThrottle } from '@/ui/index.ts';
import { widthForDrag, widthForKey } from './column-width.ts';
import { COLUMN_WIDTH_MAX, COLUMN_WIDTH_MIN } from './deck-types.ts';

/**
 * The right edge of a column: dragged (the pointer captured until it is let go) or moved with the
 * arrow keys, it changes the column's width live; each change is saved as the deck's other changes are.
 * A finger's drag is followed once per drag frequency (spec P1 §9, 100 ms), ending where it was let go.
 */
export function ColumnResizeHandle({
  name,
  width,
  onResize,
}: {
  name: string;
  width: number;
  onResize: (width: number) => void;
}) {
  const drag = useRef<{
    startX: number;
    startWidth: number;
    pointer: number;
    touch: ReturnType<typeof createDragThrottle<number>> | null;
  } | null>(null);
  const latest = useRef({ width, onResize });
  latest.current = { width, onResize };
  const resizeTo = (next: number) => {
    if (next !== latest.current.width) latest.current.onResize(next);
  };
  return (
    <div
      className="kumo-deck-resize"
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={t('deckResizeColumn', { name })}
      aria-valuenow={width}
      aria-valuemin={COLUMN_WIDTH_MIN}
      aria-valuemax={COLUMN_WIDTH_MAX}
      onKeyDown={(e) => {
        const next = widthForKey(width, e.key);
        if (next === null) return;
        e.preventDefault();
        if (next !== width) onResize(next);
      }}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        e.preventDefault();
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = {
          startX: e.clientX,
          startWidth: width,
          pointer: e.pointerId,
          touch: e.pointerType === 'touch' ? createDragThrottle(resizeTo) : null,
        };
      }}
      onPointerMove={(e) => {
        const d = drag.current;
        if (!d || d.pointer !== e.pointerId) return;
        const next = widthForDrag(d.startWidth, d.startX, e.clientX);
        if (d.touch) d.touch.move(next);
        else resizeTo(next);
      }}
      onPointerUp={(e) => {
        if (drag.current?.pointer !== e.pointerId) return;
        drag.current.touch?.end();
        drag.current = null;
      }}
      onPointerCancel={() => {
        drag.current?.touch?.end();
        drag.current = null;
      }}
      // a drag must not start the header's column drag (dragging a header swaps columns)
      onDragStart={(e) => e.preventDefault()}
    />
  );
}

import type { ReactElement, RefObject } from 'react';
import { Virtualizer, WindowVirtualizer } from 'virtua';
import { ITEM_SIZE_GUESS_PX, virtualBuffer } from './virtual-items.ts';

export interface VirtualItemsProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactElement;
  /** The box that scrolls; the window when absent. */
  scrollRef: RefObject<HTMLElement | null> | undefined;
  /** An item's height before it is measured (see ITEM_SIZE_GUESS_PX). */
  itemSize?: number;
}

/** Only the items near the viewport, in the window or in the box that scrolls, with the one buffer rule. */
export function VirtualItems<T>({
  items,
  renderItem,
  scrollRef,
  itemSize = ITEM_SIZE_GUESS_PX,
}: VirtualItemsProps<T>) {
  return scrollRef ? (
    <Virtualizer data={items} scrollRef={scrollRef} bufferSize={virtualBuffer(true)} itemSize={itemSize}>
      {renderItem}
    </Virtualizer>
  ) : (
    <WindowVirtualizer data={items} bufferSize={virtualBuffer(false)} itemSize={itemSize}>
      {renderItem}
    </WindowVirtualizer>
  );
}

import type { ReactNode } from 'react';

interface ItemBase {
  text: string;
  icon?: ReactNode;
  disabled?: boolean;
}

export type MenuChildren = MenuItem[] | (() => MenuItem[] | Promise<MenuItem[]>);

/** The kinds of popup-menu entries. */
export type MenuItem =
  | (ItemBase & {
      type: 'button';
      danger?: boolean;
      action: () => void;
      /** Drawn in place of `text` (a name with its custom emoji); `text` stays for typing to it. */
      content?: ReactNode;
      /** One choice of several (a radio entry): true marks the current one with a check. */
      checked?: boolean;
    })
  | (ItemBase & { type: 'link'; href: string; external?: boolean })
  | (ItemBase & { type: 'switch'; checked: boolean; onChange: (checked: boolean) => void })
  | (ItemBase & { type: 'parent'; children: MenuChildren })
  | { type: 'label'; text: string }
  | { type: 'divider' };

export type ActionableItem = Exclude<MenuItem, { type: 'label' } | { type: 'divider' }>;

export function isActionable(item: MenuItem): item is ActionableItem {
  return item.type !== 'label' && item.type !== 'divider';
}

/**
 * Keyboard movement through a menu: the index of the next enabled entry in direction `move`
 * (wrapping around), the first or the last; -1 when nothing can take focus.
 */
export function nextMenuIndex(
  enabled: readonly boolean[],
  current: number,
  move: 'next' | 'previous' | 'first' | 'last',
): number {
  const n = enabled.length;
  if (!enabled.some(Boolean)) return -1;
  const step = move === 'next' || move === 'first' ? 1 : -1;
  let i = move === 'first' ? -1 : move === 'last' ? n : current;
  for (let tries = 0; tries < n; tries++) {
    i = (i + step + n) % n;
    if (enabled[i]) return i;
  }
  return -1;
}

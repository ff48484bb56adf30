import { useRef, useState, type KeyboardEvent } from 'react';
import { t } from '@/i18n/index.ts';
import { MenuEntry } from './MenuEntry.tsx';
import { isActionable, nextMenuIndex, type MenuChildren, type MenuItem } from './menu-types.ts';
import './menu.css';

interface MenuListProps {
  items: MenuItem[];
  label?: string;
  /** A nested menu closes on ArrowLeft, back to its parent entry. */
  nested?: boolean;
  /** An entry acted: the whole menu (with its parents) closes. */
  onChosen: () => void;
  onBack: () => void;
  /** Opens a nested menu next to `el`; resolves true when something in it was chosen. */
  openSubmenu: (items: MenuItem[], el: HTMLElement) => Promise<boolean>;
}

const MOVES: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
  ArrowDown: 'next',
  ArrowUp: 'previous',
  Home: 'first',
  End: 'last',
};

/** role=menu with roving focus: arrows, Home and End move; Enter or Space acts; ArrowRight opens a submenu. */
export function MenuList({ items, label, nested = false, onChosen, onBack, openSubmenu }: MenuListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<number | null>(null);
  // a menu of choices opens on the current one
  const checkedIndex = items.findIndex((item) => item.type === 'button' && item.checked && !item.disabled);
  const focusedFirst =
    checkedIndex >= 0 ? checkedIndex : items.findIndex((item) => isActionable(item) && !item.disabled);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const entries = [...(ref.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];
    const target = e.target as HTMLElement;
    const move = MOVES[e.key];
    if (move) {
      e.preventDefault();
      const enabled = entries.map(
        (el) => !el.hasAttribute('disabled') && el.getAttribute('aria-disabled') !== 'true',
      );
      entries[nextMenuIndex(enabled, entries.indexOf(target), move)]?.focus();
    } else if ((e.key === 'Enter' || e.key === ' ') && target.hasAttribute('data-menu-item')) {
      e.preventDefault();
      target.click();
    } else if (e.key === 'ArrowRight' && target.getAttribute('aria-haspopup') === 'menu') {
      e.preventDefault();
      target.click();
    } else if (e.key === 'ArrowLeft' && nested) {
      e.preventDefault();
      onBack();
    }
  };

  const openChildren = async (index: number, children: MenuChildren, el: HTMLElement) => {
    if (expanded !== null) return;
    setExpanded(index);
    const list = typeof children === 'function' ? await children() : children;
    const chosen = await openSubmenu(list, el);
    setExpanded(null);
    if (chosen) onChosen();
  };

  return (
    <div
      ref={ref}
      className="kumo-menu"
      role="menu"
      aria-label={label ?? t('uiMenu')}
      onKeyDown={onKeyDown}
      // The key handler already acted on Space; no second, native click when the key comes up.
      onKeyUp={(e) => e.key === ' ' && e.preventDefault()}
    >
      {items.map((item, i) => {
        if (item.type === 'divider') return <div key={i} role="separator" className="kumo-menu-divider" />;
        if (item.type === 'label')
          return (
            <div key={i} role="presentation" className="kumo-menu-label">
              {item.text}
            </div>
          );
        return (
          <MenuEntry
            key={i}
            item={item}
            first={i === focusedFirst}
            expanded={expanded === i}
            onChosen={onChosen}
            onOpenChildren={(el) => item.type === 'parent' && void openChildren(i, item.children, el)}
          />
        );
      })}
    </div>
  );
}

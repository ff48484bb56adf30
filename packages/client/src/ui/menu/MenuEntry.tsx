import { IconCheck, IconChevronRight } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { getUiConfig } from '../host/ui-config.ts';
import type { ActionableItem } from './menu-types.ts';

interface MenuEntryProps {
  item: ActionableItem;
  /** The entry that takes focus when the menu opens. */
  first: boolean;
  expanded: boolean;
  onChosen: () => void;
  onOpenChildren: (el: HTMLElement) => void;
}

/** One focusable menu entry; Enter and Space act on it through the list's key handler (a click). */
export function MenuEntry({ item, first, expanded, onChosen, onOpenChildren }: MenuEntryProps) {
  const [checked, setChecked] = useState(item.type === 'switch' ? item.checked : false);
  const icon = item.icon && (
    <span className="kumo-menu-icon" aria-hidden>
      {item.icon}
    </span>
  );
  const common = {
    'data-menu-item': '',
    'data-autofocus': first || undefined,
    tabIndex: -1,
    className: 'kumo-menu-item',
  };

  if (item.type === 'link') {
    const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
      if (item.disabled) return e.preventDefault();
      onChosen();
      if (item.external || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      getUiConfig().navigate(item.href);
    };
    return (
      <a
        {...common}
        role="menuitem"
        href={item.href}
        target={item.external ? '_blank' : undefined}
        rel={item.external ? 'noopener noreferrer' : undefined}
        aria-disabled={item.disabled || undefined}
        onClick={onClick}
      >
        {icon}
        <span>{item.text}</span>
      </a>
    );
  }
  if (item.type === 'switch') {
    const toggle = () => {
      setChecked(!checked);
      item.onChange(!checked);
    };
    return (
      <button
        {...common}
        type="button"
        role="menuitemcheckbox"
        aria-checked={checked}
        disabled={item.disabled}
        onClick={toggle}
      >
        {icon}
        <span>{item.text}</span>
        <span className="kumo-menu-switch" aria-hidden />
      </button>
    );
  }
  if (item.type === 'parent') {
    return (
      <button
        {...common}
        type="button"
        role="menuitem"
        aria-haspopup="menu"
        aria-expanded={expanded}
        disabled={item.disabled}
        onClick={(e) => onOpenChildren(e.currentTarget)}
      >
        {icon}
        <span>{item.text}</span>
        <IconChevronRight className="kumo-menu-chevron" size={16} aria-hidden />
      </button>
    );
  }
  const act = () => {
    onChosen();
    item.action();
  };
  return (
    <button
      {...common}
      type="button"
      role={item.checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={item.checked}
      data-danger={item.danger || undefined}
      disabled={item.disabled}
      onClick={act}
    >
      {icon}
      <span>{item.content ?? item.text}</span>
      {item.checked && <IconCheck className="kumo-menu-check" size={18} aria-hidden />}
    </button>
  );
}

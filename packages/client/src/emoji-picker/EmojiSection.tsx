import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { EmojiGrid } from './EmojiCell.tsx';
import type { PickerItem } from './picker-items.ts';

/** A titled group of emoji; `collapsible` sections open and close with their heading button. */
export function EmojiSection({
  title,
  items,
  onPick,
  collapsible = false,
  initiallyOpen = true,
}: {
  title: string;
  items: readonly PickerItem[];
  onPick: (item: PickerItem) => void;
  collapsible?: boolean;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  if (items.length === 0) return null;
  if (!collapsible)
    return (
      <section className="kumo-emoji-section">
        <h3 className="kumo-emoji-section-title">{title}</h3>
        <EmojiGrid items={items} label={title} onPick={onPick} />
      </section>
    );
  return (
    <section className="kumo-emoji-section">
      <h3 className="kumo-emoji-section-title">
        <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />}
          <span>{title}</span>
          <span className="kumo-emoji-section-count">{items.length}</span>
        </button>
      </h3>
      {open && <EmojiGrid items={items} label={title} onPick={onPick} />}
    </section>
  );
}

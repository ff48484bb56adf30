import { memo } from 'react';
import { customEmojiPath, safeImageSrc, UnicodeEmoji } from '@/emoji/index.ts';
import type { PickerItem } from './picker-items.ts';

/** One emoji button; the image loads when it scrolls into view. */
export const EmojiCell = memo(function EmojiCell({
  item,
  onPick,
}: {
  item: PickerItem;
  onPick: (item: PickerItem) => void;
}) {
  return (
    <button
      type="button"
      className="kumo-emoji-cell"
      data-emoji-cell
      aria-label={item.label}
      title={item.kind === 'custom' ? item.label : `${item.char} ${item.label}`}
      onClick={() => onPick(item)}
    >
      {item.kind === 'unicode' ? (
        <UnicodeEmoji char={item.char} lazy />
      ) : (
        <img
          className="kumo-emoji kumo-emoji-custom"
          src={safeImageSrc(item.url) ?? customEmojiPath(item.name)}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
        />
      )}
    </button>
  );
});

/** A labelled group of emoji buttons; the picker moves focus across groups with the arrow keys. */
export function EmojiGrid({
  items,
  label,
  onPick,
}: {
  items: readonly PickerItem[];
  label: string;
  onPick: (item: PickerItem) => void;
}) {
  return (
    <div className="kumo-emoji-grid" role="group" aria-label={label} data-emoji-grid>
      {items.map((item) => (
        <EmojiCell key={item.value} item={item} onPick={onPick} />
      ))}
    </div>
  );
}

import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { CustomEmoji, UnicodeEmoji } from '@/emoji/index.ts';
import { Avatar } from '@/ui/index.ts';
import { optionId } from './option-id.ts';
import type { SuggestionItem } from './suggestion-sources.ts';

interface Props {
  id: string;
  label: string;
  items: readonly SuggestionItem[];
  active: number;
  style: CSSProperties;
  onChoose: (item: SuggestionItem) => void;
  onHover: (index: number) => void;
}

export { optionId };

function Row({ item }: { item: SuggestionItem }) {
  switch (item.suggestion.type) {
    case 'user': {
      const user = (item as Extract<SuggestionItem, { user: unknown }>).user;
      return (
        <>
          <Avatar user={user} size={24} />
          <span className="kumo-autocomplete-name">{user.name ?? user.username}</span>
          <span className="kumo-autocomplete-sub">{item.label}</span>
        </>
      );
    }
    case 'emoji': {
      const emoji = (item as Extract<SuggestionItem, { emoji: unknown }>).emoji;
      return (
        <>
          <span className="kumo-autocomplete-emoji" aria-hidden>
            {'char' in emoji ? (
              <UnicodeEmoji char={emoji.char} />
            ) : (
              <CustomEmoji name={emoji.name} url={emoji.url} />
            )}
          </span>
          <span className="kumo-autocomplete-name">{item.label}</span>
        </>
      );
    }
    default:
      return <span className="kumo-autocomplete-name">{item.label}</span>;
  }
}

/** The suggestion list under the caret. Options keep the focus in the text field (mousedown is ignored). */
export function AutocompletePopup({ id, label, items, active, style, onChoose, onHover }: Props) {
  return createPortal(
    <ul id={id} role="listbox" aria-label={label} className="kumo-autocomplete" style={style}>
      {items.map((item, i) => (
        <li
          key={item.key}
          id={optionId(id, i)}
          role="option"
          aria-selected={i === active}
          aria-label={item.label}
          className="kumo-autocomplete-option"
          onMouseDown={(e) => e.preventDefault()}
          onMouseEnter={() => onHover(i)}
          onClick={() => onChoose(item)}
        >
          <Row item={item} />
        </li>
      ))}
    </ul>,
    document.body,
  );
}

import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';

/** One emoji of the manager: opens its form, or in selection mode ticks it. */
export function EmojiManagerRow({
  emoji,
  selecting,
  selected,
  onSelect,
  onOpen,
}: {
  emoji: entities.EmojiDetailed;
  selecting: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onOpen: () => void;
}) {
  const body = (
    <>
      <img
        className="kumo-emoji-manager-image"
        src={emoji.url}
        alt=""
        width={36}
        height={36}
        loading="lazy"
      />
      <span className="kumo-emoji-manager-text">
        <span className="kumo-ellipsis">:{emoji.name}:</span>
        <span className="kumo-caption kumo-ellipsis">
          {[emoji.category ?? t('emojiUncategorized'), ...emoji.aliases].join(' · ')}
        </span>
      </span>
    </>
  );
  return (
    <li>
      {selecting ? (
        <label className="kumo-emoji-manager-row" data-selected={selected || undefined}>
          <input type="checkbox" checked={selected} onChange={(e) => onSelect(e.target.checked)} />
          {body}
        </label>
      ) : (
        <button
          type="button"
          className="kumo-emoji-manager-row"
          title={t('emojiManagerEdit', { name: emoji.name })}
          onClick={onOpen}
        >
          {body}
        </button>
      )}
    </li>
  );
}

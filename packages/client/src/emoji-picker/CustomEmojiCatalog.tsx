import { useMemo, useState, type ReactNode } from 'react';
import { buildEmojiIndex, searchEmojis, useCustomEmojis } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { LoadingView, TextInput } from '@/ui/index.ts';
import { EmojiCard } from './EmojiCard.tsx';
import { customByCategory, customItem, type PickerItem } from './picker-items.ts';
import './custom-emoji-catalog.css';

/**
 * The server's custom emoji by category, with a search (spec P2 §5 rules); each card copies its
 * `:name:`. `actions` sit beside the search (the manager's link, for those who may manage them).
 */
export function CustomEmojiCatalog({ actions }: { actions?: ReactNode }) {
  const emojis = useCustomEmojis();
  const [query, setQuery] = useState('');
  const index = useMemo(() => buildEmojiIndex([], emojis ?? [], 'any-role'), [emojis]);
  const sections = useMemo(() => customByCategory(emojis ?? []), [emojis]);
  const byName = useMemo(() => new Map((emojis ?? []).map((e) => [e.name, e])), [emojis]);
  const results: PickerItem[] = useMemo(
    () => searchEmojis(index, query).flatMap((c) => (c.kind === 'custom' ? [customItem(c.emoji)] : [])),
    [index, query],
  );
  const card = (item: PickerItem) =>
    item.kind === 'custom' && (
      <EmojiCard
        key={item.name}
        name={item.name}
        url={item.url}
        aliases={byName.get(item.name)?.aliases ?? []}
      />
    );

  return (
    <div className="kumo-custom-emojis">
      <div>
        <TextInput
          type="search"
          label={t('customEmojisSearch')}
          value={query}
          onChange={setQuery}
          autoComplete="off"
        />
        {emojis && <p className="kumo-custom-emojis-count">{t('customEmojisCount', { n: emojis.length })}</p>}
        {actions}
      </div>
      {!emojis ? (
        <LoadingView />
      ) : query.trim() !== '' ? (
        <section aria-label={t('emojiPickerResults')}>
          {results.length === 0 ? (
            <p className="kumo-empty">{t('emojiPickerNoResults')}</p>
          ) : (
            <ul className="kumo-custom-emoji-list">{results.map(card)}</ul>
          )}
        </section>
      ) : emojis.length === 0 ? (
        <p className="kumo-empty">{t('emojiPickerNoCustom')}</p>
      ) : (
        sections.map((s) => (
          <section key={s.key} className="kumo-custom-emoji-category">
            <h2>{s.title || t('emojiUncategorized')}</h2>
            <ul className="kumo-custom-emoji-list">{s.items.map(card)}</ul>
          </section>
        ))
      )}
    </div>
  );
}

import { IconMoodSmile, IconSettings } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { buildEmojiIndex, searchEmojis, useCustomEmojis } from '@/emoji/index.ts';
import { customByCategory, customItem, type PickerItem } from '@/emoji-picker/index.ts';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { LoadingView, PageHeader, TextInput } from '@/ui/index.ts';
import { EmojiCard } from './EmojiCard.tsx';
import './custom-emojis.css';

/** /secure/custom-emojis: the instance's custom emoji by category, with search (spec P2 §5 rules). */
export default function CustomEmojisPage() {
  const emojis = useCustomEmojis();
  const { me } = useMe();
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
    <>
      <PageHeader title={t('customEmojis')} icon={<IconMoodSmile size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-custom-emojis">
        <div>
          <TextInput
            type="search"
            label={t('customEmojisSearch')}
            value={query}
            onChange={setQuery}
            autoComplete="off"
          />
          {emojis && (
            <p className="kumo-custom-emojis-count">{t('customEmojisCount', { n: emojis.length })}</p>
          )}
          {me?.policies.canManageCustomEmojis && (
            <Link className="kumo-button" to="/secure/custom-emojis-manager">
              <IconSettings size={16} aria-hidden />
              {t('emojiManager')}
            </Link>
          )}
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
    </>
  );
}

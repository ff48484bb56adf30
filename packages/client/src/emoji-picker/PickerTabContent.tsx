import { useMemo } from 'react';
import type { CustomEmojiData as CustomEmoji, UnicodeEmojiEntry } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { LoadingView } from '@/ui/index.ts';
import { EmojiSection } from './EmojiSection.tsx';
import {
  customByCategory,
  customByTag,
  itemFromValue,
  unicodeByCategory,
  type ItemLookup,
  type PickerItem,
} from './picker-items.ts';

export type PickerTab = 'index' | 'custom' | 'unicode' | 'tags';

interface Props {
  tab: PickerTab;
  asReactionPicker: boolean;
  pinned: readonly string[];
  recent: readonly string[];
  custom: readonly CustomEmoji[];
  unicode: readonly UnicodeEmojiEntry[] | null;
  lookup: ItemLookup;
  allowed: (emoji: CustomEmoji) => boolean;
  onPick: (item: PickerItem) => void;
}

function present(values: readonly string[], lookup: ItemLookup, allowed: Props['allowed']): PickerItem[] {
  const seen = new Set<string>();
  const items: PickerItem[] = [];
  for (const v of values) {
    const item = itemFromValue(v, lookup, allowed);
    if (item && !seen.has(item.value)) {
      seen.add(item.value);
      items.push(item);
    }
  }
  return items;
}

/** The content of one picker tab (spec P2 §2: index, custom, unicode, tags). */
export function PickerTabContent(props: Props) {
  const { tab, custom, unicode, lookup, allowed, onPick } = props;
  const sections = useMemo(() => {
    if (tab === 'custom') return customByCategory(custom);
    if (tab === 'tags') return customByTag(custom);
    if (tab === 'unicode' && unicode)
      return unicodeByCategory(unicode).map((s) => ({
        ...s,
        title: t(`emojiCategory.${s.category}`),
      }));
    return [];
  }, [tab, custom, unicode]);

  if (tab === 'index') {
    const pinned = present(props.pinned, lookup, allowed);
    const recent = present(props.recent, lookup, allowed);
    return (
      <>
        <EmojiSection
          title={t(props.asReactionPicker ? 'emojiPickerPinnedReactions' : 'emojiPickerPinned')}
          items={pinned}
          onPick={onPick}
        />
        <EmojiSection title={t('emojiPickerRecent')} items={recent} onPick={onPick} />
        {pinned.length === 0 && recent.length === 0 && (
          <p className="kumo-empty">{t('emojiPickerNothingYet')}</p>
        )}
      </>
    );
  }
  if (tab === 'unicode' && !unicode) return <LoadingView />;
  if (sections.length === 0) return <p className="kumo-empty">{t('emojiPickerNoCustom')}</p>;
  return (
    <>
      {sections.map((s) => (
        <EmojiSection
          key={s.key}
          title={s.title || t('emojiUncategorized')}
          items={s.items}
          onPick={onPick}
          collapsible
          initiallyOpen={tab === 'custom' && sections.length === 1}
        />
      ))}
    </>
  );
}

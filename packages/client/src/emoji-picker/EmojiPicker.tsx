import { IconAppWindow, IconClock, IconHash, IconMoodSmile, IconSparkles } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createEmojiSearcher, pickOnEnter, pushRecentEmoji } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { useSetting, useSettingValue } from '@/store/index.ts';
import { Tabs, type TabDef, IconButton } from '@/ui/index.ts';
import { EmojiGrid } from './EmojiCell.tsx';
import { EMOJI_PICKER_DEFAULT_GRID, pickerGrid } from './picker-grid.ts';
import { itemFromCandidate, type PickerItem } from './picker-items.ts';
import { PickerTabContent, type PickerTab } from './PickerTabContent.tsx';
import { moveFocusInGrids } from './picker-keyboard.ts';
import { usePickerData } from './usePickerData.ts';
import './emoji-picker.css';

export interface EmojiPickerProps {
  /** Reaction mode: the reactionPicker* grid settings and the note's reaction rules apply. */
  asReactionPicker?: boolean;
  /** The note being reacted to. */
  note?: entities.Note;
  /** Called with the character, or `:name:` for a custom emoji. */
  onChosen: (emoji: string) => void;
  /** Shown as a button in the header when set (the popup offers to continue in a window). */
  onOpenWindow?: () => void;
  /** A drawer or a window fills its space; a popup uses the configured columns. */
  fill?: boolean;
  /** Focus the search box on open (default); a drawer on a phone does not, so the keyboard stays down. */
  autoFocusSearch?: boolean;
}

const TAB_ICONS: Record<PickerTab, ReactNode> = {
  index: <IconClock size={18} aria-hidden />,
  custom: <IconSparkles size={18} aria-hidden />,
  unicode: <IconMoodSmile size={18} aria-hidden />,
  tags: <IconHash size={18} aria-hidden />,
};

/** Spec P2 §2: the emoji picker, with a search box and the index, custom, unicode and tags tabs. */
export function EmojiPicker({
  asReactionPicker = false,
  note,
  onChosen,
  onOpenWindow,
  fill,
  autoFocusSearch = true,
}: EmojiPickerProps) {
  const data = usePickerData(asReactionPicker, note);
  const [recent, setRecent] = useSetting('recentlyUsedEmojis');
  const pinned = useSettingValue('reactions');
  const reactionGrid = {
    size: useSettingValue('reactionPickerSize'),
    width: useSettingValue('reactionPickerWidth'),
    height: useSettingValue('reactionPickerHeight'),
  };
  const grid = pickerGrid(asReactionPicker ? reactionGrid : EMOJI_PICKER_DEFAULT_GRID);
  const [tab, setTab] = useState<PickerTab>('index');
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const search = useMemo(() => createEmojiSearcher(data.index), [data.index]);
  const results = useMemo(() => search(query), [search, query]);
  const resultItems = useMemo(() => results.map(itemFromCandidate), [results]);

  const choose = useCallback(
    (item: PickerItem) => {
      setRecent(pushRecentEmoji(recent, item.value));
      onChosen(item.value);
    },
    [recent, setRecent, onChosen],
  );

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      const hit = pickOnEnter(query, results);
      if (hit) choose(itemFromCandidate(hit));
    } else if (e.key === 'ArrowDown') {
      const first = bodyRef.current?.querySelector<HTMLElement>('[data-emoji-cell]');
      if (first) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  const onBodyKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!bodyRef.current || !(e.target instanceof HTMLElement) || !e.target.matches('[data-emoji-cell]'))
      return;
    const moved = moveFocusInGrids(bodyRef.current, e.target, e.key, grid.columns);
    if (moved === 'handled') e.preventDefault();
    else if (moved === 'top') {
      e.preventDefault();
      searchRef.current?.focus();
    }
  };

  const tabs: Array<TabDef<PickerTab>> = (['index', 'custom', 'unicode', 'tags'] as const).map((key) => ({
    key,
    label: t(`emojiPickerTab.${key}`),
    icon: TAB_ICONS[key],
  }));
  const style = {
    '--kumo-emoji-cell': `${grid.cellPx}px`,
    '--kumo-emoji-cols': grid.columns,
    '--kumo-emoji-rows': grid.rows,
  } as CSSProperties;

  return (
    <div
      className="kumo-emoji-picker"
      data-fill={fill || undefined}
      style={style}
      role="dialog"
      aria-label={t('emojiPicker')}
      tabIndex={-1}
      data-autofocus={autoFocusSearch ? undefined : true}
    >
      <div className="kumo-emoji-picker-header">
        <input
          ref={searchRef}
          type="search"
          className="kumo-input kumo-emoji-picker-search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={onSearchKey}
          placeholder={t('emojiPickerSearch')}
          aria-label={t('emojiPickerSearch')}
          autoComplete="off"
          spellCheck={false}
          data-autofocus={autoFocusSearch || undefined}
        />
        {onOpenWindow && (
          <IconButton
            className="kumo-emoji-picker-window"
            label={t('emojiPickerOpenWindow')}
            icon={IconAppWindow}
            size={18}
            onClick={onOpenWindow}
          />
        )}
      </div>
      <div ref={bodyRef} className="kumo-emoji-picker-body" onKeyDown={onBodyKey}>
        {query.trim() !== '' && results.length > 0 && (
          <EmojiGrid items={resultItems} label={t('emojiPickerResults')} onPick={choose} />
        )}
        {query.trim() !== '' && results.length === 0 && (
          <p className="kumo-empty" role="status">
            {data.loading ? t('loading') : t('emojiPickerNoResults')}
          </p>
        )}
        {query.trim() === '' && (
          <div role="tabpanel" aria-label={t(`emojiPickerTab.${tab}`)}>
            <PickerTabContent
              tab={tab}
              asReactionPicker={asReactionPicker}
              pinned={pinned}
              recent={recent}
              custom={data.custom}
              unicode={data.unicode}
              lookup={data.lookup}
              allowed={data.allowed}
              onPick={choose}
            />
          </div>
        )}
      </div>
      {query.trim() === '' && (
        <div className="kumo-emoji-picker-tabs">
          <Tabs tabs={tabs} value={tab} onChange={setTab} label={t('emojiPicker')} iconOnly />
        </div>
      )}
    </div>
  );
}

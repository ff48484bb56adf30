import { IconArrowDown, IconArrowUp, IconMoodHappy, IconTrash } from '@tabler/icons-react';
import { useMemo, useRef } from 'react';
import { useCustomEmojis, useUnicodeEmojis } from '@/emoji/index.ts';
import { useEmojiPicker, PICKER_HEIGHTS, PICKER_SIZES, PICKER_WIDTHS } from '@/emoji-picker/index.ts';
import { t } from '@/i18n/index.ts';
import { DEFAULT_REACTIONS, useSetting } from '@/store/index.ts';
import { FormSection } from '@/ui/index.ts';
import { SettingField } from '../SettingField.tsx';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { addReaction, moveReaction, removeReactionAt } from './reaction-list-edit.ts';
import { MutedEmojisSection } from './MutedEmojisSection.tsx';
import { ReactionListItem } from './ReactionView.tsx';
import './reaction-settings.css';

/** /secure/settings/reaction: the reactions offered first in the picker, and the picker's size. */
export default function ReactionSettingsPage() {
  const [reactions, setReactions] = useSetting('reactions');
  const custom = useCustomEmojis();
  const urls = useMemo(() => new Map((custom ?? []).map((e) => [e.name, e.url])), [custom]);
  const openPicker = useEmojiPicker();
  const addRef = useRef<HTMLButtonElement>(null);
  const unicode = useUnicodeEmojis();
  const names = useMemo(() => {
    const byChar = new Map<string, string>();
    for (const e of unicode ?? []) if (!byChar.has(e.char)) byChar.set(e.char, e.name.replace(/_/g, ' '));
    return byChar;
  }, [unicode]);
  const nameOf = (r: string) =>
    r.startsWith(':') ? r : (names.get(r) ?? names.get(r.replace(/\ufe0f/g, '')) ?? '');
  const urlOf = (r: string) => urls.get(r.replace(/^:|(@\.)?:$/g, ''));

  return (
    <SettingsFrame title={t('settingsReaction')} icon={<IconMoodHappy size={20} aria-hidden />}>
      <FormSection title={t('reactionSettingsList')}>
        <p className="kumo-caption">{t('reactionSettingsListCaption')}</p>
        <ol className="kumo-menu-editor kumo-reaction-editor" aria-label={t('reactionSettingsList')}>
          {reactions.map((r, i) => (
            <ReactionListItem key={r} reaction={r} url={urlOf(r)} name={nameOf(r)}>
              <button
                type="button"
                aria-label={t('moveUp', { item: r })}
                disabled={i === 0}
                onClick={() => setReactions(moveReaction(reactions, i, -1))}
              >
                <IconArrowUp size={16} aria-hidden />
              </button>
              <button
                type="button"
                aria-label={t('moveDown', { item: r })}
                disabled={i === reactions.length - 1}
                onClick={() => setReactions(moveReaction(reactions, i, 1))}
              >
                <IconArrowDown size={16} aria-hidden />
              </button>
              <button
                type="button"
                aria-label={t('removeItem', { item: r })}
                onClick={() => setReactions(removeReactionAt(reactions, i))}
              >
                <IconTrash size={16} aria-hidden />
              </button>
            </ReactionListItem>
          ))}
        </ol>
        {reactions.length === 0 && <p className="kumo-caption">{t('reactionSettingsEmpty')}</p>}
        <div className="kumo-settings-actions">
          <button
            ref={addRef}
            type="button"
            className="kumo-button primary"
            onClick={() =>
              void openPicker({
                anchor: addRef.current,
                onChosen: (emoji) => setReactions(addReaction(reactions, emoji)),
              })
            }
          >
            {t('reactionSettingsAdd')}
          </button>
          <button type="button" className="kumo-button" onClick={() => setReactions([...DEFAULT_REACTIONS])}>
            {t('resetToDefault')}
          </button>
        </div>
      </FormSection>
      <MutedEmojisSection nameOf={nameOf} urlOf={urlOf} />
      <FormSection title={t('reactionSettingsPicker')}>
        <SettingField def={{ key: 'reactionPickerSize', kind: 'select', options: PICKER_SIZES }} />
        <SettingField def={{ key: 'reactionPickerWidth', kind: 'select', options: PICKER_WIDTHS }} />
        <SettingField def={{ key: 'reactionPickerHeight', kind: 'select', options: PICKER_HEIGHTS }} />
        <SettingField def={{ key: 'reactionPickerUseDrawerForMobile', kind: 'switch' }} />
      </FormSection>
    </SettingsFrame>
  );
}

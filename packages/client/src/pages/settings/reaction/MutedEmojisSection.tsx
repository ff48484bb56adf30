import { IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { setEmojiMuted } from '@/emoji/index.ts';
import { useEmojiPicker } from '@/emoji-picker/index.ts';
import { t } from '@/i18n/index.ts';
import { useSetting } from '@/store/index.ts';
import { FormSection } from '@/ui/index.ts';
import { ReactionListItem } from './ReactionView.tsx';

interface Props {
  nameOf: (emoji: string) => string;
  urlOf: (emoji: string) => string | undefined;
}

/** Emoji mutes: reactions with these emojis count, but the emoji is not drawn. */
export function MutedEmojisSection({ nameOf, urlOf }: Props) {
  const [muted, setMuted] = useSetting('mutedEmojis');
  const openPicker = useEmojiPicker();
  const addRef = useRef<HTMLButtonElement>(null);
  return (
    <FormSection title={t('reactionSettingsMuted')}>
      <p className="kumo-caption">{t('reactionSettingsMutedCaption')}</p>
      {muted.length === 0 ? (
        <p className="kumo-caption">{t('reactionSettingsMutedEmpty')}</p>
      ) : (
        <ul className="kumo-menu-editor kumo-reaction-editor" aria-label={t('reactionSettingsMuted')}>
          {muted.map((e) => (
            <ReactionListItem key={e} reaction={e} url={urlOf(e)} name={nameOf(e)}>
              <button
                type="button"
                aria-label={t('unmuteEmoji', { item: e })}
                onClick={() => setMuted(setEmojiMuted(muted, e, false))}
              >
                <IconTrash size={16} aria-hidden />
              </button>
            </ReactionListItem>
          ))}
        </ul>
      )}
      <div className="kumo-settings-actions">
        <button
          ref={addRef}
          type="button"
          className="kumo-button"
          onClick={() =>
            void openPicker({
              anchor: addRef.current,
              onChosen: (emoji) => setMuted(setEmojiMuted(muted, emoji, true)),
            })
          }
        >
          {t('muteEmoji')}
        </button>
      </div>
    </FormSection>
  );
}

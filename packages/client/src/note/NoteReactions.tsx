import { IconMoodOff } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import {
  UnicodeEmoji,
  customEmojiPath,
  isEmojiMuted,
  reactionEmojiName,
  sameReaction,
} from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { useToggleReaction } from './reaction-actions.ts';

export function NoteReactions({ note, onError }: { note: entities.Note; onError?: (err: unknown) => void }) {
  const toggle = useToggleReaction();
  const muted = useSettingValue('mutedEmojis');
  const entries = Object.entries(note.reactions).filter(([, n]) => n > 0);
  if (entries.length === 0) return null;
  return (
    <div className="kumo-reactions">
      {entries.map(([reaction, count]) => {
        const custom = reactionEmojiName(reaction);
        const url = custom
          ? (note.reactionEmojis[custom] ?? note.reactionEmojis[`${custom}@.`] ?? customEmojiPath(custom))
          : null;
        const mine = sameReaction(note.myReaction, reaction);
        const hidden = isEmojiMuted(muted, reaction);
        return (
          <button
            type="button"
            key={reaction}
            className="kumo-reaction"
            aria-pressed={mine}
            aria-label={
              hidden
                ? t('mutedReactionCount', { n: count })
                : t('reactionCount', { reaction: custom ? `:${custom}:` : reaction, n: count })
            }
            disabled={!toggle}
            onClick={() => toggle?.(note, reaction).catch((err: unknown) => onError?.(err))}
          >
            {hidden ? (
              <IconMoodOff size={18} aria-hidden className="kumo-muted-emoji" />
            ) : url ? (
              <img src={url} alt="" className="kumo-custom-emoji" />
            ) : (
              // in the chosen emoji style, as emoji in text are
              <span aria-hidden>
                <UnicodeEmoji char={reaction} />
              </span>
            )}
            <span className="kumo-reaction-count" aria-hidden>
              {count}
            </span>
          </button>
        );
      })}
    </div>
  );
}

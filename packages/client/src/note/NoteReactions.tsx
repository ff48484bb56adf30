import { IconMoodOff } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import {
  UnicodeEmoji,
  canPressReactionChip,
  customEmojiPath,
  isEmojiMuted,
  reactionEmojiName,
  roleIdsOf,
  sameReaction,
  useCustomEmojiMap,
} from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { useToggleReaction } from './reaction-actions.ts';

type Props = { note: entities.Note; onError?: (err: unknown) => void };

/** The reaction chips under a note; nothing when it has none. */
export function NoteReactions({ note, onError }: Props) {
  const entries = Object.entries(note.reactions).filter(([, n]) => n > 0);
  if (entries.length === 0) return null;
  return <ReactionChips note={note} entries={entries} onError={onError} />;
}

function ReactionChips({ note, entries, onError }: Props & { entries: Array<[string, number]> }) {
  const toggle = useToggleReaction();
  const muted = useSettingValue('mutedEmojis');
  const emojis = useCustomEmojiMap();
  const roleIds = roleIdsOf(useMe().me);
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
            disabled={!toggle || !canPressReactionChip(reaction, note, emojis, roleIds)}
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

import type { entities } from 'misskey-js';
import { useState } from 'react';
import { useMe } from '@/account/index.ts';
import {
  canPressReactionChip,
  isEmojiMuted,
  roleIdsOf,
  sameReaction,
  useCustomEmojiMap,
} from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { useTooltipAnchor } from '@/ui/index.ts';
import { ReactionGlyph, reactionLabel } from './ReactionGlyph.tsx';
import { ReactionUsersPopup } from './ReactionUsersPopup.tsx';
import { useToggleReaction } from './reaction-actions.ts';

/** How long the pointer or focus rests on a chip before its people are asked for. */
export const REACTION_USERS_DELAY_MS = 300;

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
      {entries.map(([reaction, count]) => (
        <ReactionChip
          key={reaction}
          note={note}
          reaction={reaction}
          count={count}
          muted={isEmojiMuted(muted, reaction)}
          disabled={!toggle || !canPressReactionChip(reaction, note, emojis, roleIds)}
          onPress={() => toggle?.(note, reaction).catch((err: unknown) => onError?.(err))}
        />
      ))}
    </div>
  );
}

interface ChipProps {
  note: entities.Note;
  reaction: string;
  count: number;
  muted: boolean;
  disabled: boolean;
  onPress: () => void;
}

/** One chip; resting on it (pointer or focus) shows who reacted so, unless the emoji is muted. */
function ReactionChip({ note, reaction, count, muted, disabled, onPress }: ChipProps) {
  const tip = useTooltipAnchor({ delay: REACTION_USERS_DELAY_MS });
  const [drawn, setDrawn] = useState(false);
  return (
    <>
      <button
        type="button"
        className="kumo-reaction"
        aria-pressed={sameReaction(note.myReaction, reaction)}
        aria-label={
          muted
            ? t('mutedReactionCount', { n: count })
            : t('reactionCount', { reaction: reactionLabel(reaction), n: count })
        }
        aria-describedby={tip.anchor && drawn ? tip.id : undefined}
        // aria-disabled, not disabled: a chip the user cannot press still tells who reacted (focus, hover)
        aria-disabled={disabled || undefined}
        onClick={disabled ? undefined : onPress}
        {...tip.handlers}
      >
        <ReactionGlyph reaction={reaction} note={note} muted={muted} />
        <span className="kumo-reaction-count" aria-hidden>
          {count}
        </span>
      </button>
      {tip.anchor && !muted && (
        <ReactionUsersPopup
          anchor={tip.anchor}
          id={tip.id}
          note={note}
          reaction={reaction}
          count={count}
          onDrawn={setDrawn}
        />
      )}
    </>
  );
}

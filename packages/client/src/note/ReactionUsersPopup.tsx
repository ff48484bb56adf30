import type { entities } from 'misskey-js';
import { useEffect } from 'react';
import { reactionEmojiName, useUnicodeEmojis } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { UserName } from '@/mfm/index.ts';
import { useReactionUsers } from '@/queries/index.ts';
import { Avatar, FloatingLayer } from '@/ui/index.ts';
import { ReactionGlyph, reactionLabel } from './ReactionGlyph.tsx';
import './reaction-users.css';

interface Props {
  anchor: HTMLElement;
  id: string;
  note: entities.Note;
  reaction: string;
  count: number;
  /** Told when the popup is drawn and when it goes, so the chip points at it only while it is there. */
  onDrawn: (drawn: boolean) => void;
}

/**
 * Who is behind one reaction chip: the emoji large, its name, the first people and the count.
 * Drawn once the people are known; a server that refuses to say (a hidden list) shows nothing.
 */
export function ReactionUsersPopup({ note, reaction, count, ...rest }: Props) {
  const users = useReactionUsers(note.id, reaction, count);
  if (!users.data) return null;
  return <DrawnPopup note={note} reaction={reaction} count={count} reactions={users.data} {...rest} />;
}

function DrawnPopup({
  anchor,
  id,
  note,
  reaction,
  count,
  reactions,
  onDrawn,
}: Props & { reactions: entities.NoteReaction[] }) {
  useEffect(() => {
    onDrawn(true);
    return () => onDrawn(false);
  }, [onDrawn]);
  const more = count - reactions.length;
  const unicode = useUnicodeEmojis();
  const name = reactionEmojiName(reaction)
    ? reactionLabel(reaction)
    : (unicode?.find((e) => withoutVariation(e.char) === withoutVariation(reaction))?.name ?? reaction);
  return (
    <FloatingLayer
      anchor={anchor}
      band="high"
      prefer="above"
      gap={8}
      margin={8}
      id={id}
      role="tooltip"
      className="kumo-reaction-users"
    >
      <div className="kumo-reaction-users-head">
        <span className="kumo-reaction-users-emoji">
          <ReactionGlyph reaction={reaction} note={note} />
        </span>
        <span className="kumo-reaction-users-name">{name}</span>
      </div>
      <ul className="kumo-reaction-users-list">
        {reactions.map((r) => (
          <li key={r.id}>
            <Avatar user={r.user} size={20} />
            <span className="kumo-reaction-users-user">
              <UserName user={r.user} />
            </span>
          </li>
        ))}
      </ul>
      <p className="kumo-reaction-users-count">
        {more > 0 ? t('reactionUsersMore', { n: more }) : t('reactionUsersTotal', { n: count })}
      </p>
    </FloatingLayer>
  );
}

/** An emoji without its variation selector, as Misskey keeps reactions (❤ for ❤️). */
function withoutVariation(char: string): string {
  return char.replace(/\uFE0F/g, '');
}

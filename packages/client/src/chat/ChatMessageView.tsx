import { IconMoodPlus, IconTrash } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { MediaList } from '@/media/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { groupReactions, type ChatMessage } from '@/queries/index.ts';
import { Avatar, IconButton } from '@/ui/index.ts';

export interface ChatMessageViewProps {
  message: ChatMessage;
  meId: string;
  /** The writer, when the message does not carry it (1:1 messages carry only ids). */
  writer?: entities.UserLite;
  /** Rooms name the writer above each message of someone else. */
  showName: boolean;
  /** Reactions I made in this session to 1:1 messages (whose reactions carry no user). */
  myReactions: ReadonlySet<string>;
  onReact?: (message: ChatMessage, anchor: HTMLElement) => void;
  onToggleReaction?: (message: ChatMessage, reaction: string, mine: boolean) => void;
  onDelete?: (message: ChatMessage) => void;
}

/** One message: a bubble with its text (MFM), its file and its reactions; mine on the right. */
export function ChatMessageView({
  message,
  meId,
  writer,
  showName,
  myReactions,
  onReact,
  onToggleReaction,
  onDelete,
}: ChatMessageViewProps) {
  const mine = message.fromUserId === meId;
  const user = message.fromUser ?? writer;
  const reactions = groupReactions(message.reactions, meId, mine, myReactions);
  const time = new Date(message.createdAt);
  return (
    <li className={`kumo-chat-message${mine ? ' mine' : ''}`} data-message-id={message.id}>
      {!mine && user && <Avatar user={user} size={32} />}
      <div className="kumo-chat-message-body">
        {showName && !mine && user && (
          <span className="kumo-chat-message-name">
            <Mfm text={user.name || user.username} plain nowrap author={user} />
          </span>
        )}
        <div className="kumo-chat-bubble">
          {message.text && <Mfm text={message.text} author={user} />}
          {message.file && <MediaList files={[message.file]} />}
        </div>
        {reactions.length > 0 && (
          <ul className="kumo-chat-reactions" aria-label={t('chatReactions')}>
            {reactions.map((r) => (
              <li key={r.reaction}>
                <button
                  type="button"
                  className={`kumo-chat-reaction${r.mine ? ' mine' : ''}`}
                  aria-pressed={r.mine}
                  aria-label={t('chatReactionCount', { reaction: r.reaction, n: r.count })}
                  disabled={!onToggleReaction || (mine && !r.mine)}
                  onClick={() => onToggleReaction?.(message, r.reaction, r.mine)}
                >
                  <Mfm text={r.reaction} plain nowrap />
                  {r.count > 1 && <span>{r.count}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="kumo-chat-message-meta">
          <time dateTime={message.createdAt} className="kumo-caption">
            {time.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })}
          </time>
          {onReact && !mine && (
            <IconButton
              icon={IconMoodPlus}
              label={t('chatReact')}
              onClick={(e) => onReact(message, e.currentTarget)}
            />
          )}
          {onDelete && mine && (
            <IconButton icon={IconTrash} label={t('chatDeleteMessage')} onClick={() => onDelete(message)} />
          )}
        </div>
      </div>
    </li>
  );
}

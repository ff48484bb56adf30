import { IconUsersGroup } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { Mfm, UserName } from '@/mfm/index.ts';
import {
  historyPeer,
  historyTarget,
  isUnreadEntry,
  useChatHistory,
  type ChatMessage,
  type ChatTarget,
} from '@/queries/index.ts';
import { Avatar, UnreadMark } from '@/ui/index.ts';
import { ConversationLink } from './ConversationLink.tsx';

/** The last message of a conversation, on one line ("You: …" for mine; a file is named as one). */
function Preview({ message, meId }: { message: ChatMessage; meId: string }) {
  const text = message.text ?? t('chatFileMessage');
  const line = message.fromUserId === meId ? t('chatYou', { text }) : text;
  return (
    <span className="kumo-caption kumo-chat-preview">
      <Mfm text={line} plain nowrap author={message.fromUser} />
    </span>
  );
}

/** The conversations (1:1 and rooms), newest first, each with its last message and an unread mark. */
export function ChatHistoryList({ meId, onOpen }: { meId: string; onOpen?: (t: ChatTarget) => void }) {
  const history = useChatHistory();
  return (
    <PagedList query={history} empty={t('chatHistoryEmpty')}>
      {(items) => (
        <ul className="kumo-chat-history" aria-label={t('chatConversations')}>
          {items.map((m) => {
            const target = historyTarget(m, meId);
            const peer = historyPeer(m, meId);
            return (
              <li key={`${target.kind}:${target.id}`}>
                <ConversationLink target={target} onOpen={onOpen} className="kumo-chat-history-row">
                  {target.kind === 'room' ? (
                    <span className="kumo-chat-room-icon" aria-hidden>
                      <IconUsersGroup size={22} />
                    </span>
                  ) : (
                    peer && <Avatar user={peer} size={40} />
                  )}
                  <span className="kumo-chat-history-names">
                    <strong>
                      {target.kind === 'room' ? m.toRoom?.name : peer && <UserName user={peer} />}
                    </strong>
                    <Preview message={m} meId={meId} />
                  </span>
                  <time className="kumo-caption" dateTime={m.createdAt}>
                    {new Date(m.createdAt).toLocaleDateString()}
                  </time>
                  {isUnreadEntry(m, meId) && <UnreadMark />}
                </ConversationLink>
              </li>
            );
          })}
        </ul>
      )}
    </PagedList>
  );
}

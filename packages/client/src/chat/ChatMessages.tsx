import type { entities } from 'misskey-js';
import { useEffect, useRef, useState } from 'react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useEmojiPicker } from '@/emoji-picker/index.ts';
import {
  useChatMessages,
  useChatReaction,
  useDeleteChatMessage,
  type ChatMessage,
  type ChatTarget,
} from '@/queries/index.ts';
import { confirmDialog } from '@/ui/index.ts';
import { ChatMessageView } from './ChatMessageView.tsx';

/**
 * A conversation's messages, oldest at the top: older ones load with the button above them, new
 * ones (the stream's and mine) appear at the bottom, which stays in view while the reader is there.
 */
export function ChatMessages({
  target,
  meId,
  peer,
  canWrite,
}: {
  target: ChatTarget;
  meId: string;
  /** The other person of a 1:1 conversation (its messages carry only ids). */
  peer?: entities.UserLite;
  canWrite: boolean;
}) {
  const query = useChatMessages(target);
  const react = useChatReaction();
  const remove = useDeleteChatMessage(target);
  const pickEmoji = useEmojiPicker();
  const [mine, setMine] = useState<ReadonlySet<string>>(new Set());
  const endRef = useRef<HTMLDivElement>(null);
  const newest = query.data?.pages[0]?.[0]?.id;
  useEffect(() => {
    if (newest) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [newest]);

  const toggle = async (message: ChatMessage, reaction: string, undo: boolean) => {
    const done = await react.run({ messageId: message.id, reaction, undo });
    if (done && target.kind === 'user')
      setMine((s) => {
        const next = new Set(s);
        if (undo) next.delete(reaction);
        else next.add(reaction);
        return next;
      });
  };
  const onReact = (message: ChatMessage, anchor: HTMLElement) =>
    void pickEmoji({
      anchor,
      asReactionPicker: true,
      onChosen: (emoji) => void toggle(message, emoji, false),
    });
  const onDelete = async (message: ChatMessage) => {
    if (await confirmDialog(t('chatDeleteMessageConfirm'))) await remove.run(message.id);
  };

  return (
    <div className="kumo-chat-messages">
      <PagedList
        query={query}
        empty={t('chatMessagesEmpty')}
        endAtTop
        autoLoad={false}
        moreLabel="chatOlderMessages"
        endText="chatConversationStart"
      >
        {(items) => (
          <ol className="kumo-chat-message-list" aria-label={t('chatMessages')}>
            {[...items].reverse().map((m) => (
              <ChatMessageView
                key={m.id}
                message={m}
                meId={meId}
                writer={m.fromUserId === meId ? undefined : peer}
                showName={target.kind === 'room'}
                myReactions={mine}
                onReact={canWrite ? onReact : undefined}
                onToggleReaction={canWrite ? (msg, r, undo) => void toggle(msg, r, undo) : undefined}
                onDelete={canWrite ? (msg) => void onDelete(msg) : undefined}
              />
            ))}
          </ol>
        )}
      </PagedList>
      <div ref={endRef} className="kumo-chat-end" />
    </div>
  );
}

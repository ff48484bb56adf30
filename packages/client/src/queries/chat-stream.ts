// The live side of a conversation: its stream channel (chatUser with `otherId`, chatRoom with
// `roomId`) puts new messages, reactions and deletions into the cached messages, and tells the
// server when what arrived has been seen (the channel's `read`), so that the main channel does not
// raise `newChatMessage` for it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useStream } from '@/stream/index.ts';
import { applyChatEventToCache, chatKeys, refreshChatUnread } from './chat.ts';
import { readMarkDue, type ChatMessage, type ChatTarget } from './chat-rules.ts';

export interface ChatChannelOptions {
  /** Someone else's message arrived (the chat sound). */
  onIncoming?: (message: ChatMessage) => void;
}

export function useChatChannel(
  target: ChatTarget,
  meId: string | undefined,
  options: ChatChannelOptions = {},
) {
  const stream = useStream();
  const qc = useQueryClient();
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const { kind, id } = target;
  useEffect(() => {
    if (!stream || !meId) return;
    const t: ChatTarget = { kind, id } as ChatTarget;
    const use =
      kind === 'user'
        ? stream.useChannel('chatUser', { otherId: id })
        : stream.useChannel('chatRoom', { roomId: id });
    let unreadWhileHidden = false;
    const markRead = () => use.send('read', {});
    use.on('message', (body) => {
      const message = body as ChatMessage;
      applyChatEventToCache(qc, t, { type: 'message', body });
      if (message.fromUserId === meId) return;
      optionsRef.current.onIncoming?.(message);
      if (readMarkDue(message, meId, document.hidden)) markRead();
      else unreadWhileHidden = true;
    });
    for (const type of ['react', 'unreact', 'deleted'] as const) {
      use.on(type, (body) => applyChatEventToCache(qc, t, { type, body }));
    }
    const onVisible = () => {
      if (document.hidden || !unreadWhileHidden) return;
      unreadWhileHidden = false;
      markRead();
    };
    document.addEventListener('visibilitychange', onVisible);
    // what came while the channel was not joined (a page kept hidden, a lost connection) is read
    // again once it is; a conversation not loaded yet loads anyway
    const catchUp = () => {
      if (qc.getQueryData(chatKeys.messages(t)))
        void qc.invalidateQueries({ queryKey: chatKeys.messages(t) });
    };
    use.whenJoined(catchUp);
    const offReconnected = stream.events.on('reconnected', catchUp);
    return () => {
      offReconnected();
      document.removeEventListener('visibilitychange', onVisible);
      use.dispose();
      // opening the conversation read it: the menu's dot and the list's marks follow the server
      refreshChatUnread(qc);
    };
  }, [stream, qc, kind, id, meId]);
}

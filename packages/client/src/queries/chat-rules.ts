// Plain rules of chat (Misskey 2025.4+): who may see it, what the conversation list holds, which
// stream event changes which message.
import type { entities } from 'misskey-js';

/** A chat message as any chat endpoint or stream frame carries it (1:1 ones lack `fromUser`). */
export type ChatMessage = entities.ChatMessageLite & {
  fromUser?: entities.UserLite;
  toUser?: entities.UserLite | null;
  toRoom?: entities.ChatRoom | null;
  isRead?: boolean;
};

/** Who the conversation is with: one user, or a room. */
export type ChatTarget = { kind: 'user'; id: string } | { kind: 'room'; id: string };

/**
 * Whether chat is shown, and how: the server must offer it (`chat/history` in its endpoint list),
 * then the user's `chatAvailability` policy decides: 'unavailable' hides it, 'readonly' shows the
 * conversations without a composer.
 */
export function chatAccess(
  offered: boolean,
  me: { policies?: { chatAvailability?: string } } | null | undefined,
): 'hidden' | 'readonly' | 'available' {
  if (!offered || !me) return 'hidden';
  const policy = me.policies?.chatAvailability;
  if (policy === 'unavailable') return 'hidden';
  return policy === 'readonly' ? 'readonly' : 'available';
}

/** Where a conversation lives in the client. */
export function chatPath(target: ChatTarget): string {
  return `/chat/${target.kind}/${target.id}`;
}

/** The conversation a history entry stands for, from the viewer's side. */
export function historyTarget(message: ChatMessage, meId: string): ChatTarget {
  if (message.toRoomId) return { kind: 'room', id: message.toRoomId };
  const other = message.fromUserId === meId ? message.toUserId : message.fromUserId;
  return { kind: 'user', id: other ?? message.fromUserId };
}

/** The other person of a 1:1 history entry (the entry carries both users). */
export function historyPeer(message: ChatMessage, meId: string): entities.UserLite | null {
  return (message.fromUserId === meId ? message.toUser : message.fromUser) ?? null;
}

/** An entry is unread when someone else wrote it and the server has not seen it read. */
export function isUnreadEntry(message: ChatMessage, meId: string): boolean {
  return message.isRead === false && message.fromUserId !== meId;
}

/**
 * `chat/history` answers 1:1 conversations and rooms in two calls (the last message of each); the
 * list shows them together, newest first.
 */
export function mergeHistory(users: ChatMessage[], rooms: ChatMessage[]): ChatMessage[] {
  return [...users, ...rooms].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Reactions grouped for display: each reaction once, with how many gave it and whether I did. */
export function groupReactions(
  reactions: ChatMessage['reactions'],
  meId: string,
  ownMessage: boolean,
  mineInOneToOne: ReadonlySet<string>,
): Array<{ reaction: string; count: number; mine: boolean }> {
  const out = new Map<string, { reaction: string; count: number; mine: boolean }>();
  for (const r of reactions) {
    const entry = out.get(r.reaction) ?? { reaction: r.reaction, count: 0, mine: false };
    entry.count += 1;
    // a 1:1 reaction carries no user: it is mine when the message is the other's (I cannot react
    // to my own), or when I made it in this session
    const byMe = r.user ? r.user.id === meId : !ownMessage || mineInOneToOne.has(r.reaction);
    entry.mine ||= byMe;
    out.set(r.reaction, entry);
  }
  return [...out.values()];
}

/** A stream event of a conversation channel (chatUser, chatRoom), as it changes the messages. */
export type ChatEvent =
  | { type: 'message'; body: unknown }
  | { type: 'deleted'; body: unknown }
  | { type: 'react' | 'unreact'; body: unknown };

/**
 * Applies one stream event to the loaded messages (newest first): a new message goes on top once,
 * a deleted one goes, a reaction is added or removed. Returns the same array when nothing changed.
 */
export function applyChatEvent(messages: ChatMessage[], event: ChatEvent): ChatMessage[] {
  if (event.type === 'message') {
    const m = event.body as ChatMessage;
    if (!m?.id || messages.some((x) => x.id === m.id)) return messages;
    return [m, ...messages];
  }
  if (event.type === 'deleted') {
    const id = typeof event.body === 'string' ? event.body : (event.body as { id?: string })?.id;
    return messages.some((x) => x.id === id) ? messages.filter((x) => x.id !== id) : messages;
  }
  const b = event.body as { messageId?: string; reaction?: string; user?: entities.UserLite };
  if (!b?.messageId || !b.reaction) return messages;
  let changed = false;
  const next = messages.map((m) => {
    if (m.id !== b.messageId) return m;
    changed = true;
    if (event.type === 'react')
      return { ...m, reactions: [...m.reactions, { reaction: b.reaction!, user: b.user }] };
    const i = m.reactions.findIndex(
      (r) => r.reaction === b.reaction && (!b.user || !r.user || r.user.id === b.user.id),
    );
    return i < 0 ? m : { ...m, reactions: m.reactions.filter((_, j) => j !== i) };
  });
  return changed ? next : messages;
}

/**
 * Whether a message arriving in an open conversation should be marked read at once (the channel's
 * `read`, which also keeps the main channel's `newChatMessage` away): someone else's, while the
 * page is in view. One that arrives in a hidden tab waits until the tab is shown.
 */
export function readMarkDue(
  message: Pick<ChatMessage, 'fromUserId'>,
  meId: string,
  hidden: boolean,
): boolean {
  return message.fromUserId !== meId && !hidden;
}

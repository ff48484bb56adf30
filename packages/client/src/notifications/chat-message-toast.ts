import type { ChatMessageNotification } from './notification-types.ts';

/**
 * The pop-up of a `newChatMessage` frame of the main channel (a chat message still unread): who
 * wrote, to which room if any, and the text; null for a frame without a writer.
 */
export function chatMessageToast(body: unknown): ChatMessageNotification | null {
  const m = body as {
    id?: string;
    createdAt?: string;
    text?: string | null;
    fromUser?: ChatMessageNotification['user'];
    toRoomId?: string | null;
    toRoom?: { id: string; name: string } | null;
  } | null;
  if (!m?.id || !m.fromUser) return null;
  return {
    id: `chat:${m.id}`,
    createdAt: m.createdAt ?? new Date().toISOString(),
    type: 'newChatMessage',
    user: m.fromUser,
    room: m.toRoomId ? { id: m.toRoomId, name: m.toRoom?.name ?? '' } : null,
    text: m.text ?? null,
  };
}

// Resource module: chat (Misskey 2025.4+): the conversation list, the messages of a conversation
// (paged, kept live by `useChatChannel` in chat-stream.ts), rooms, their members and invitations.
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useApi } from '@/api/index.ts';
import { accountKeys } from './account.ts';
import {
  applyChatEvent,
  mergeHistory,
  type ChatEvent,
  type ChatMessage,
  type ChatTarget,
} from './chat-rules.ts';
import { useApiMutation } from './mutation.ts';
import { usePaged, type PagedData } from './paged.ts';

type Room = entities.ChatRoom;

export const chatKeys = {
  all: ['chat'] as const,
  history: () => [...chatKeys.all, 'history'] as const,
  messages: (t: ChatTarget) => [...chatKeys.all, 'messages', t.kind, t.id] as const,
  search: (t: ChatTarget, query: string) => [...chatKeys.all, 'search', t.kind, t.id, query] as const,
  rooms: () => [...chatKeys.all, 'rooms'] as const,
  room: (id: string) => [...chatKeys.rooms(), 'one', id] as const,
  owned: () => [...chatKeys.rooms(), 'owned'] as const,
  joining: () => [...chatKeys.rooms(), 'joining'] as const,
  members: (id: string) => [...chatKeys.rooms(), 'members', id] as const,
  invitations: () => [...chatKeys.all, 'invitations'] as const,
};

/** How many conversations of each kind the list shows (`chat/history` answers at most 100). */
const HISTORY_LIMIT = 30;
const MESSAGES_PAGE = 30;

/** The conversation list: the last message of each 1:1 conversation and room, newest first. */
export function useChatHistory({ enabled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: chatKeys.history(),
    queryFn: async () => {
      const [users, rooms] = await Promise.all([
        api('chat/history', { limit: HISTORY_LIMIT }),
        api('chat/history', { limit: HISTORY_LIMIT, room: true }),
      ]);
      return mergeHistory(users as ChatMessage[], rooms as ChatMessage[]);
    },
    enabled,
  });
}

/** A conversation's messages, newest first, older pages by `untilId`. */
export function useChatMessages(target: ChatTarget) {
  const api = useApi();
  const qc = useQueryClient();
  return usePaged<ChatMessage>({
    queryKey: chatKeys.messages(target),
    fetch: async (q) => {
      const page = (await (target.kind === 'user'
        ? api('chat/messages/user-timeline', { userId: target.id, ...q })
        : api('chat/messages/room-timeline', { roomId: target.id, ...q }))) as ChatMessage[];
      // reading a conversation's newest messages marks them read on the server
      if (!q.untilId) refreshChatUnread(qc);
      return page;
    },
    pageSize: MESSAGES_PAGE,
    // the stream keeps it current while it is open
    staleTime: Infinity,
  });
}

/** Applies a stream event (or a message of mine just sent) to a conversation's loaded messages. */
export function applyChatEventToCache(qc: QueryClient, target: ChatTarget, event: ChatEvent) {
  qc.setQueryData<PagedData<ChatMessage>>(chatKeys.messages(target), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (event.type === 'message') {
      if (data.pages.some((p) => p.some((m) => m.id === (event.body as ChatMessage)?.id))) return data;
      const [first, ...rest] = data.pages;
      return { ...data, pages: [applyChatEvent(first!, event), ...rest] };
    }
    const pages = data.pages.map((p) => applyChatEvent(p, event));
    return pages.every((p, i) => p === data.pages[i]) ? data : { ...data, pages };
  });
}

/** Messages of a conversation that contain `query` (`chat/messages/search`). */
export function useChatSearch(target: ChatTarget, query: string) {
  const api = useApi();
  return useQuery({
    queryKey: chatKeys.search(target, query),
    queryFn: () =>
      api('chat/messages/search', {
        query,
        limit: 50,
        ...(target.kind === 'user' ? { userId: target.id } : { roomId: target.id }),
      }) as Promise<ChatMessage[]>,
    enabled: query.trim().length > 0,
  });
}

export function useChatRoom(roomId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: chatKeys.room(roomId ?? ''),
    queryFn: () => api('chat/rooms/show', { roomId: roomId! }),
    enabled: !!roomId,
  });
}

/** Rooms I made. */
export function useOwnedRooms() {
  const api = useApi();
  return usePaged<Room>({
    queryKey: chatKeys.owned(),
    fetch: (q) => api('chat/rooms/owned', q) as Promise<Room[]>,
  });
}

/** Rooms I joined (my memberships). */
export function useJoinedRooms() {
  const api = useApi();
  return usePaged<entities.ChatRoomMembership>({
    queryKey: chatKeys.joining(),
    fetch: (q) => api('chat/rooms/joining', q) as Promise<entities.ChatRoomMembership[]>,
  });
}

/** The members of a room (its owner is not one: Misskey keeps no membership for them). */
export function useRoomMembers(roomId: string) {
  const api = useApi();
  return usePaged<entities.ChatRoomMembership>({
    queryKey: chatKeys.members(roomId),
    fetch: (q) => api('chat/rooms/members', { roomId, ...q }) as Promise<entities.ChatRoomMembership[]>,
  });
}

/** Invitations to rooms I received. */
export function useRoomInvitations({ enabled = true } = {}) {
  const api = useApi();
  return usePaged<entities.ChatRoomInvitation>({
    queryKey: chatKeys.invitations(),
    fetch: (q) => api('chat/rooms/invitations/inbox', q) as Promise<entities.ChatRoomInvitation[]>,
    enabled,
  });
}

/** Sends a message (text and/or a drive file) to a user or a room; it joins the open conversation. */
export function useSendChatMessage(target: ChatTarget) {
  return useApiMutation(
    (api, p: { text: string | null; fileId?: string }) =>
      (target.kind === 'user'
        ? api('chat/messages/create-to-user', { toUserId: target.id, ...p })
        : api('chat/messages/create-to-room', { toRoomId: target.id, ...p })) as Promise<ChatMessage>,
    {
      onSuccess: (message, _p, qc) => {
        applyChatEventToCache(qc, target, { type: 'message', body: message });
        void qc.invalidateQueries({ queryKey: chatKeys.history() });
      },
    },
  );
}

export function useDeleteChatMessage(target: ChatTarget) {
  return useApiMutation((api, messageId: string) => api('chat/messages/delete', { messageId }), {
    onSuccess: (_r, messageId, qc) => {
      applyChatEventToCache(qc, target, { type: 'deleted', body: messageId });
      void qc.invalidateQueries({ queryKey: chatKeys.history() });
    },
  });
}

/** Adds or takes back my reaction; the channel's react/unreact frame shows it. */
export function useChatReaction() {
  return useApiMutation((api, p: { messageId: string; reaction: string; undo?: boolean }) =>
    p.undo
      ? api('chat/messages/unreact', { messageId: p.messageId, reaction: p.reaction })
      : api('chat/messages/react', { messageId: p.messageId, reaction: p.reaction }),
  );
}

/** Marks every chat message read; the menu's unread dot goes. */
export function useReadAllChat() {
  return useApiMutation((api, _v: void) => api('chat/read-all', {}), {
    onSuccess: (_r, _v, qc) => {
      qc.setQueryData<entities.MeDetailed>(accountKeys.me(), (me) =>
        me ? { ...me, hasUnreadChatMessages: false } : me,
      );
      void qc.invalidateQueries({ queryKey: chatKeys.history() });
    },
  });
}

/** After a conversation was read: the server decides whether anything else is still unread. */
export function refreshChatUnread(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: accountKeys.me() });
  void qc.invalidateQueries({ queryKey: chatKeys.history() });
}

export function useCreateRoom() {
  return useApiMutation((api, p: { name: string; description?: string }) => api('chat/rooms/create', p), {
    onSuccess: (room, _p, qc) => {
      qc.setQueryData(chatKeys.room(room.id), room);
      void qc.invalidateQueries({ queryKey: chatKeys.owned() });
    },
  });
}

export function useUpdateRoom() {
  return useApiMutation(
    (api, p: { roomId: string; name?: string; description?: string }) => api('chat/rooms/update', p),
    {
      onSuccess: (room, _p, qc) => {
        qc.setQueryData(chatKeys.room(room.id), room);
        void qc.invalidateQueries({ queryKey: chatKeys.owned() });
      },
    },
  );
}

export function useDeleteRoom() {
  return useApiMutation((api, roomId: string) => api('chat/rooms/delete', { roomId }), {
    onSuccess: (_r, roomId, qc) => {
      qc.removeQueries({ queryKey: chatKeys.room(roomId) });
      void qc.invalidateQueries({ queryKey: chatKeys.owned() });
      void qc.invalidateQueries({ queryKey: chatKeys.history() });
    },
  });
}

export function useInviteToRoom() {
  return useApiMutation((api, p: { roomId: string; userId: string }) =>
    api('chat/rooms/invitations/create', p),
  );
}

/** Accepting an invitation is joining the room. */
export function useJoinRoom() {
  return useApiMutation((api, roomId: string) => api('chat/rooms/join', { roomId }), {
    onSuccess: (_r, _roomId, qc) => {
      void qc.invalidateQueries({ queryKey: chatKeys.invitations() });
      void qc.invalidateQueries({ queryKey: chatKeys.joining() });
      void qc.invalidateQueries({ queryKey: chatKeys.history() });
    },
  });
}

export function useIgnoreInvitation() {
  return useApiMutation((api, roomId: string) => api('chat/rooms/invitations/ignore', { roomId }), {
    onSuccess: (_r, _roomId, qc) => void qc.invalidateQueries({ queryKey: chatKeys.invitations() }),
  });
}

export function useMuteRoom() {
  return useApiMutation((api, p: { roomId: string; mute: boolean }) => api('chat/rooms/mute', p), {
    onSuccess: (_r, p, qc) =>
      qc.setQueryData<Room>(chatKeys.room(p.roomId), (room) => (room ? { ...room, isMuted: p.mute } : room)),
  });
}

export function useLeaveRoom() {
  return useApiMutation((api, roomId: string) => api('chat/rooms/leave', { roomId }), {
    onSuccess: (_r, roomId, qc) => {
      qc.removeQueries({ queryKey: chatKeys.room(roomId) });
      void qc.invalidateQueries({ queryKey: chatKeys.joining() });
      void qc.invalidateQueries({ queryKey: chatKeys.history() });
    },
  });
}

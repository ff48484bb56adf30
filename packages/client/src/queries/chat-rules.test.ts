import { describe, expect, test } from 'vitest';
import { recordedChannelFrames, recordedResponse } from '../../test-support/recorded-2026.ts';
import {
  applyChatEvent,
  chatAccess,
  groupReactions,
  historyTarget,
  isUnreadEntry,
  mergeHistory,
  readMarkDue,
  type ChatEvent,
  type ChatMessage,
} from './chat-rules.ts';

// fx_a and fx_b of the recordings
const A = 'au3vfvzmuxeb000n';
const B = 'au3vfwb1uxeb000o';

describe('who sees chat', () => {
  test('a server without chat/history offers no chat, whatever the role says', () => {
    expect(chatAccess(false, { policies: { chatAvailability: 'available' } })).toBe('hidden');
  });
  test("the role's chatAvailability hides it, shows it read-only, or lets the user write", () => {
    expect(chatAccess(true, { policies: { chatAvailability: 'unavailable' } })).toBe('hidden');
    expect(chatAccess(true, { policies: { chatAvailability: 'readonly' } })).toBe('readonly');
    expect(chatAccess(true, { policies: { chatAvailability: 'available' } })).toBe('available');
  });
  test('a visitor has no chat', () => {
    expect(chatAccess(true, null)).toBe('hidden');
  });
});

describe('the conversation list', () => {
  const users = recordedResponse<ChatMessage[]>('chat/history', 'ok: 1:1 conversations');
  const rooms = recordedResponse<ChatMessage[]>('chat/history', 'ok: rooms');

  test('1:1 conversations and rooms are shown together, newest first', () => {
    const merged = mergeHistory(users, rooms);
    expect(merged).toHaveLength(users.length + rooms.length);
    const dates = merged.map((m) => m.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('an entry leads to the other person of a 1:1 conversation, or to the room', () => {
    const toB = users.find((m) => m.fromUserId === A && m.toUserId === B)!;
    expect(historyTarget(toB, A)).toEqual({ kind: 'user', id: B });
    expect(historyTarget(toB, B)).toEqual({ kind: 'user', id: A });
    expect(historyTarget(rooms[0]!, A)).toEqual({ kind: 'room', id: rooms[0]!.toRoomId });
  });

  test('an entry is unread only when someone else wrote it and it is not read; my own never is', () => {
    const unread = recordedResponse<ChatMessage[]>('chat/history', 'ok: fx_b (unread flags)')[0]!;
    expect(unread.isRead).toBe(false);
    expect(isUnreadEntry(unread, B)).toBe(true);
    expect(isUnreadEntry(unread, A)).toBe(false);
    expect(isUnreadEntry({ ...unread, isRead: true }, B)).toBe(false);
  });
});

describe('a conversation kept live by its channel', () => {
  const page = recordedResponse<ChatMessage[]>('chat/messages/user-timeline', 'ok: fx_b with fx_a');
  const message = recordedChannelFrames('chatUser-message').find((f) => f.type === 'message') as ChatEvent;

  test('a streamed message goes on top once', () => {
    const once = applyChatEvent(page, message);
    expect(once[0]!.text).toBe('fxrec streamed chat message');
    expect(applyChatEvent(once, message)).toBe(once);
  });

  test('reactions of a 1:1 message (no user in the frame) are added and taken back', () => {
    const withMessage = applyChatEvent(page, message);
    const reacts = recordedChannelFrames('chatUser-react');
    const reacted = reacts.reduce(
      (list, f) => applyChatEvent(list, { type: 'react', body: f.body }),
      withMessage,
    );
    expect(reacted[0]!.reactions.map((r) => r.reaction)).toEqual(['👍', ':fx_emoji_0wz9:']);
    const undone = applyChatEvent(reacted, { type: 'unreact', body: reacts[0]!.body });
    expect(undone[0]!.reactions.map((r) => r.reaction)).toEqual([':fx_emoji_0wz9:']);
  });

  test('a deleted frame (the bare id) removes the message', () => {
    const withMessage = applyChatEvent(page, message);
    const deleted = recordedChannelFrames('chatUser-deleted').find((f) => f.type === 'deleted') as ChatEvent;
    expect(applyChatEvent(withMessage, deleted)).toHaveLength(page.length);
  });

  test("a room reaction carries who reacted: mine shows as mine, another member's does not", () => {
    const react = recordedChannelFrames('chatRoom-react')[0]!.body as { user: { id: string } };
    const mine = groupReactions(
      [{ reaction: '🎉', user: react.user as never }],
      react.user.id,
      false,
      new Set(),
    );
    expect(mine).toEqual([{ reaction: '🎉', count: 1, mine: true }]);
    expect(groupReactions([{ reaction: '🎉', user: react.user as never }], A, true, new Set())[0]!.mine).toBe(
      false,
    );
  });

  test('on my own 1:1 message a reaction is the other person’s; on theirs it is mine', () => {
    expect(groupReactions([{ reaction: '👍' }], A, true, new Set())[0]!.mine).toBe(false);
    expect(groupReactions([{ reaction: '👍' }], A, false, new Set())[0]!.mine).toBe(true);
  });
});

describe('read marks', () => {
  test("someone else's message seen in a visible page is marked read at once", () => {
    expect(readMarkDue({ fromUserId: A }, B, false)).toBe(true);
  });
  test('my own message needs no mark, and one that came while the tab was hidden waits', () => {
    expect(readMarkDue({ fromUserId: B }, B, false)).toBe(false);
    expect(readMarkDue({ fromUserId: A }, B, true)).toBe(false);
  });
});

import type { entities } from 'misskey-js';
import { expect, test } from 'vitest';
import { recordedChannelFrames } from '../../test-support/recorded-2026.ts';
import { chatMessageToast } from './chat-message-toast.ts';
import { notificationLink, notificationSentence } from './notification-text.ts';

const invitation = recordedChannelFrames('notification-chatRoomInvitationReceived').find(
  (f) => f.type === 'notification',
)!.body as entities.Notification;

test('a room invitation names who invited and the room, and leads to the invitations', () => {
  expect(notificationSentence(invitation)).toBe('Fixture A invited you to the chat room fxrec Fixture room');
  expect(notificationLink(invitation)).toBe('/chat?tab=invitations');
});

test('a chat message still unread pops up with who wrote it and opens the conversation', () => {
  const frame = recordedChannelFrames('main-newChatMessage').find((f) => f.type === 'newChatMessage')!;
  const toast = chatMessageToast(frame.body)!;
  expect(notificationSentence(toast)).toBe('New message from Fixture A');
  expect(toast.text).toBe('fxrec are you there? (main newChatMessage)');
  expect(notificationLink(toast)).toBe(`/chat/user/${toast.user.id}`);
});

test('a room message pops up with the room and opens the room', () => {
  const frame = recordedChannelFrames('main-newChatMessage-room').find((f) => f.type === 'newChatMessage')!;
  const body = frame.body as { toRoomId: string };
  const toast = chatMessageToast(frame.body)!;
  expect(notificationSentence(toast)).toMatch(/^New message in /);
  expect(notificationLink(toast)).toBe(`/chat/room/${body.toRoomId}`);
});

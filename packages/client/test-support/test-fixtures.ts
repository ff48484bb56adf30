// Test support: small, typed notifications for the unit and component tests of this folder.
import type { entities } from 'misskey-js';
import type { KumoNotification } from '../src/notifications/notification-types.ts';

export const bob = {
  id: 'u-bob',
  username: 'bob',
  host: null,
  name: 'Bob :wave:',
  avatarUrl: '/avatar/@bob',
  avatarBlurhash: null,
  avatarDecorations: [],
  isBot: false,
  isCat: false,
  emojis: { wave: '/emoji/wave.webp' },
  onlineStatus: 'online',
  badgeRoles: [],
} as unknown as entities.UserLite;

export function noteBy(
  user: entities.UserLite,
  text: string | null,
  extra: Partial<entities.Note> = {},
): entities.Note {
  return {
    id: `n-${(text ?? 'empty').replace(/\W+/g, '-')}`,
    createdAt: '2025-01-01T00:00:00.000Z',
    userId: user.id,
    user,
    text,
    cw: null,
    visibility: 'public',
    localOnly: false,
    reactionAcceptance: null,
    renoteCount: 0,
    repliesCount: 0,
    reactionCount: 0,
    reactions: {},
    reactionEmojis: {},
    emojis: {},
    fileIds: [],
    files: [],
    replyId: null,
    renoteId: null,
    ...extra,
  } as entities.Note;
}

let seq = 0;
export function notification<T extends KumoNotification['type']>(
  type: T,
  fields: Record<string, unknown> = {},
): KumoNotification {
  seq += 1;
  return {
    id: `notif-${seq}`,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    type,
    ...fields,
  } as unknown as KumoNotification;
}

/** A notification caused by bob, about a note when `text` is given. */
export function fromBob(type: KumoNotification['type'], text?: string, fields: Record<string, unknown> = {}) {
  return notification(type, {
    user: bob,
    userId: bob.id,
    ...(text !== undefined ? { note: noteBy(bob, text) } : {}),
    ...fields,
  });
}

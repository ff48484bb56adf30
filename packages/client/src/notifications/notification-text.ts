import { pointReason } from './point-reason.ts';
import { achievementTitle } from '@/achievements/index.ts';
import type { entities } from 'misskey-js';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { profilePath } from '@/router/index.ts';
import { summarizeText } from './note-summary.ts';
import { noteOf, notifierOf, type KumoNotification } from './notification-types.ts';

export interface NotificationSentence {
  key: LocaleKey;
  /** Parameters other than `name`, which is the notifier's display name when `user` is set. */
  params: Record<string, string | number>;
  user: entities.UserLite | null;
}

const USER_SENTENCES: Partial<Record<string, LocaleKey>> = {
  follow: 'notificationFollow',
  mention: 'notificationMention',
  reply: 'notificationReply',
  renote: 'notificationRenote',
  quote: 'notificationQuote',
  reaction: 'notificationReaction',
  pollEnded: 'notificationPollEnded',
  note: 'notificationNote',
  receiveFollowRequest: 'notificationReceiveFollowRequest',
  followRequestAccepted: 'notificationFollowRequestAccepted',
};

const PLAIN_SENTENCES: Partial<Record<string, LocaleKey>> = {
  login: 'notificationLogin',
  createToken: 'notificationCreateToken',
  scheduledNotePosted: 'notificationScheduledNotePosted',
  scheduledNotePostFailed: 'notificationScheduledNotePostFailed',
  test: 'notificationTest',
};

/** A user's name as shown in a sentence: the display name, else the username. */
export function displayName(user: Pick<entities.UserLite, 'name' | 'username'>): string {
  return user.name || user.username;
}

/** What happened, as an i18n key and its parameters (the notifier's name is filled in by the caller). */
export function describeNotification(n: KumoNotification): NotificationSentence {
  const user = notifierOf(n);
  const userKey = USER_SENTENCES[n.type];
  if (userKey && user) return { key: userKey, params: {}, user };
  const plainKey = PLAIN_SENTENCES[n.type];
  if (plainKey) return { key: plainKey, params: {}, user: null };
  switch (n.type) {
    case 'newChatMessage':
      return n.room
        ? { key: 'chatNewMessageInRoom', params: { room: n.room.name }, user: n.user }
        : { key: 'chatNewMessage', params: {}, user: n.user };
    case 'chatRoomInvitationReceived': {
      const room = n.invitation?.room?.name;
      return room && user
        ? { key: 'notificationChatRoomInvitationTo', params: { room }, user }
        : { key: 'notificationChatRoomInvitation', params: {}, user: null };
    }
    case 'achievementEarned':
      return {
        key: 'notificationAchievementEarned',
        params: { achievement: achievementTitle(n.achievement) },
        user: null,
      };
    case 'app':
      return { key: 'notificationApp', params: {}, user: null };
    case 'point': {
      const amount = n.point ?? n.amount;
      if (typeof amount !== 'number') return { key: 'notificationPoint', params: {}, user: null };
      return n.reason
        ? { key: 'notificationPointReason', params: { n: amount, reason: pointReason(n.reason) }, user: null }
        : { key: 'notificationPointAmount', params: { n: amount }, user: null };
    }
    case 'roleAssigned':
      return { key: 'notificationRoleAssigned', params: { role: n.role.name }, user: null };
    case 'exportCompleted':
      return { key: 'notificationExportCompleted', params: { entity: n.exportedEntity }, user: null };
    case 'reaction:grouped':
      return { key: 'notificationReactionGrouped', params: { n: n.reactions.length }, user: null };
    case 'renote:grouped':
      return { key: 'notificationRenoteGrouped', params: { n: n.users.length }, user: null };
    default:
      return { key: 'notificationOther', params: { type: n.type }, user: null };
  }
}

/** The sentence as plain text (toasts' accessible names, browser notifications). */
export function notificationSentence(n: KumoNotification): string {
  if (n.type === 'app' && n.header) return n.header;
  const { key, params, user } = describeNotification(n);
  return t(key, user ? { ...params, name: displayName(user) } : params);
}

/**
 * The note a notification shows an excerpt of: for a renote, the user's own note that was renoted;
 * otherwise the note the notification carries.
 */
export function excerptNote(n: KumoNotification): entities.Note | null {
  const note = noteOf(n);
  if (!note) return null;
  if (n.type === 'renote' && note.renote) return note.renote;
  return note;
}

/**
 * The excerpt's text, as one plain line: the content warning when there is one, else the text; for
 * a note of only files or a poll, what it holds; empty when there is no note.
 */
export function excerptText(note: entities.Note | null): string {
  if (!note) return '';
  const text = note.cw ?? note.text;
  if (text) return summarizeText(text);
  if (note.files?.length) return t('attachedFiles', { n: note.files.length });
  if (note.poll) return t('poll');
  return '';
}

/** Where a notification leads: its note, the user, or the page of what it is about. */
export function notificationLink(n: KumoNotification): string {
  const note = excerptNote(n);
  if (note) return `/notes/${note.id}`;
  switch (n.type) {
    case 'follow':
    case 'receiveFollowRequest':
    case 'followRequestAccepted':
      return profilePath(n.user);
    case 'achievementEarned':
      return '/secure/my/achievements';
    case 'roleAssigned':
      return `/secure/roles/${n.role.id}`;
    case 'exportCompleted':
      return '/secure/my/drive';
    case 'login':
      return '/secure/settings/security';
    case 'createToken':
      return '/secure/settings/apps';
    case 'chatRoomInvitationReceived':
      return '/chat?tab=invitations';
    case 'newChatMessage':
      return n.room ? `/chat/room/${n.room.id}` : `/chat/user/${n.user.id}`;
    default:
      return '/secure/my/notifications';
  }
}

/**
 * What the service worker needs to word a pushed notification while no tab is open (it has no
 * translations of its own): each type's sentence with `{name}` left for the notifier, and the
 * sentence for any other notification.
 */
export function pushSentences(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [type, key] of Object.entries(USER_SENTENCES)) if (key) out[type] = t(key, { name: '{name}' });
  for (const [type, key] of Object.entries(PLAIN_SENTENCES)) if (key) out[type] = t(key);
  out['*'] = t('notificationOther', { type: '' }).trim();
  // a chat message pushed by the server (newChatMessage), by whom and in which room
  out.newChatMessage = t('chatNewMessage', { name: '{name}' });
  out.newChatMessageInRoom = t('chatNewMessageInRoom', { room: '{room}' });
  return out;
}

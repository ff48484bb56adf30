import type { entities } from 'misskey-js';
import type { PackContext } from '../context.ts';
import type { ChatRoomInvitationRow, NotificationRow } from '../db/rows.ts';
import { one, parseJson } from '../db/statement.ts';
import { packInvitation } from './chat.ts';
import { findNote, packNote } from './note.ts';
import { getUser, packUserLite } from './user.ts';

/** Packs a stored notification; returns null when what it points to is gone. */
export function packNotification(pc: PackContext, n: NotificationRow): entities.Notification | null {
  const base = { id: n.id, createdAt: new Date(n.createdAt).toISOString() };
  const notifier = n.notifierId ? getUser(pc, n.notifierId) : undefined;
  const noteRow = n.noteId ? findNote(pc, n.noteId) : undefined;
  const user = notifier ? packUserLite(pc, notifier) : undefined;
  const note = noteRow ? packNote(pc, noteRow) : undefined;
  switch (n.type) {
    case 'note':
    case 'mention':
    case 'reply':
    case 'renote':
    case 'quote':
    case 'pollEnded':
      if (!user || !note || !notifier) return null;
      return { ...base, type: n.type, user, userId: notifier.id, note };
    case 'reaction':
      if (!user || !note || !notifier) return null;
      return { ...base, type: 'reaction', user, userId: notifier.id, note, reaction: n.reaction ?? '👍' };
    case 'follow':
    case 'receiveFollowRequest':
      if (!user || !notifier) return null;
      return { ...base, type: n.type, user, userId: notifier.id };
    case 'followRequestAccepted':
      if (!user || !notifier) return null;
      return { ...base, type: 'followRequestAccepted', user, userId: notifier.id, message: null };
    case 'login':
    case 'createToken':
    case 'test':
      return { ...base, type: n.type };
    case 'app': {
      const extra = parseJson<{ body?: string; header?: string | null; icon?: string | null }>(n.extra, {});
      return {
        ...base,
        type: 'app',
        body: extra.body ?? '',
        header: extra.header ?? null,
        icon: extra.icon ?? null,
      };
    }
    case 'achievementEarned': {
      const extra = parseJson<{ achievement?: entities.AchievementName }>(n.extra, {});
      return { ...base, type: 'achievementEarned', achievement: extra.achievement ?? 'notes1' };
    }
    case 'point': {
      // Kumo's own type (not in misskey-js): the points, why, and who or which note caused them
      const extra = parseJson<{ point?: number; reason?: string }>(n.extra, {});
      return {
        ...base,
        type: 'point',
        point: extra.point ?? 0,
        reason: extra.reason ?? null,
        ...(user && notifier ? { user, userId: notifier.id } : {}),
        ...(note ? { note } : {}),
      } as unknown as entities.Notification;
    }
    case 'exportCompleted': {
      const extra = parseJson<{ exportedEntity?: string; fileId?: string }>(n.extra, {});
      if (!extra.exportedEntity || !extra.fileId) return null;
      return {
        ...base,
        type: 'exportCompleted',
        exportedEntity: extra.exportedEntity as Extract<
          entities.Notification,
          { type: 'exportCompleted' }
        >['exportedEntity'],
        fileId: extra.fileId,
      };
    }
    case 'chatRoomInvitationReceived': {
      // gone once the invitee joined or the room was deleted, as upstream drops it then
      const extra = parseJson<{ invitationId?: string }>(n.extra, {});
      const invitation = one<ChatRoomInvitationRow>(
        pc.inst.db,
        'SELECT * FROM chat_room_invitations WHERE id = ?',
        extra.invitationId ?? '',
      );
      if (!user || !notifier || !invitation) return null;
      // upstream sends the inviter too (misskey-js does not type it)
      const invitationNotification = {
        ...base,
        type: 'chatRoomInvitationReceived' as const,
        user,
        userId: notifier.id,
        invitation: packInvitation(pc, invitation),
      };
      return invitationNotification;
    }
    default:
      return null;
  }
}

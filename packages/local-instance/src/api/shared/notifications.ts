import type { entities } from 'misskey-js';
import type { CallContext } from '../endpoint.ts';
import type { ObjectSchema } from '../schema.ts';
import { paginationProps } from '../schema.ts';
import type { NotificationRow } from '../../db/rows.ts';
import type { Page } from '../../services/timelines.ts';
import { markAllNotificationsRead } from '../../services/notifications.ts';
import { NOTIFIER_NOT_MUTED } from '../../services/mutes.ts';
import { packNotification } from '../../packing/notification.ts';
import { pagedRows } from './paging.ts';

export const NOTIFICATION_TYPES = [
  'note',
  'follow',
  'mention',
  'reply',
  'renote',
  'quote',
  'reaction',
  'pollEnded',
  'scheduledNotePosted',
  'scheduledNotePostFailed',
  'receiveFollowRequest',
  'followRequestAccepted',
  'roleAssigned',
  'chatRoomInvitationReceived',
  'achievementEarned',
  'exportCompleted',
  'login',
  'createToken',
  'app',
  'test',
  'pollVote',
  'groupInvited',
] as const;

export const notificationListParams: ObjectSchema = {
  type: 'object',
  properties: {
    ...paginationProps,
    markAsRead: { type: 'boolean', default: true },
    includeTypes: { type: 'array', items: { type: 'string', enum: NOTIFICATION_TYPES } },
    excludeTypes: { type: 'array', items: { type: 'string', enum: NOTIFICATION_TYPES } },
  },
};

export function notificationsPage(
  ps: { includeTypes?: string[]; excludeTypes?: string[]; markAsRead?: boolean } & Record<string, unknown>,
  meId: string,
  ctx: CallContext,
) {
  const where = ['t.notifieeId = @me', NOTIFIER_NOT_MUTED];
  if (ps.includeTypes?.length) where.push(`t.type IN (SELECT value FROM json_each(@include))`);
  if (ps.excludeTypes?.length) where.push(`t.type NOT IN (SELECT value FROM json_each(@exclude))`);
  const rows = pagedRows<NotificationRow>(ctx.inst.db, ps as Page, {
    table: 'notifications',
    alias: 't',
    where,
    params: {
      me: meId,
      include: JSON.stringify(ps.includeTypes ?? []),
      exclude: JSON.stringify(ps.excludeTypes ?? []),
    },
  });
  const out: entities.Notification[] = [];
  for (const r of rows) {
    const packed = packNotification(ctx.pc, r);
    if (packed) out.push(packed);
  }
  if (ps.markAsRead !== false) markAllNotificationsRead(ctx.inst, meId);
  return out;
}

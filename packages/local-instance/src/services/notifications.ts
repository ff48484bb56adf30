import type { Instance } from '../context.ts';
import { packContext } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { NotificationRow } from '../db/rows.ts';
import { one, run } from '../db/statement.ts';
import { packNotification } from '../packing/notification.ts';
import { acceptsNotification } from './notification-receive.ts';
import { findUserById } from './users.ts';
import { isThreadMuted } from './threads.ts';
import { notifierMuted } from './mutes.ts';

/** Misskey announces a notification as unread when it has not been read two seconds after it came. */
export const UNREAD_NOTIFICATION_DELAY_MS = 2000;

/** Notifications about a note that a muted thread silences (as Misskey checks threadId mutings). */
const THREAD_MUTABLE = new Set(['reply', 'mention', 'quote', 'renote', 'reaction']);

export interface NewNotification {
  notifieeId: string;
  type: string;
  notifierId?: string | null;
  noteId?: string | null;
  reaction?: string | null;
  extra?: unknown;
  createdAt?: number;
  isRead?: boolean;
  /** Do not publish to the stream (used by the demo seed). */
  silent?: boolean;
}

/** Stores a notification and publishes `notification` (then `unreadNotification`) on the main stream. */
export function createNotification(inst: Instance, n: NewNotification): NotificationRow | null {
  if (n.notifierId != null && n.notifierId === n.notifieeId) return null;
  if (!acceptsNotification(inst.db, n.notifieeId, n.type, n.notifierId)) return null;
  if (notifierMuted(inst.db, n.notifieeId, n.notifierId)) return null;
  if (n.noteId && THREAD_MUTABLE.has(n.type) && isThreadMuted(inst.db, n.notifieeId, n.noteId)) return null;
  const createdAt = n.createdAt ?? Date.now();
  const row: NotificationRow = {
    id: genId(createdAt),
    createdAt,
    notifieeId: n.notifieeId,
    type: n.type,
    notifierId: n.notifierId ?? null,
    noteId: n.noteId ?? null,
    reaction: n.reaction ?? null,
    extra: n.extra != null ? JSON.stringify(n.extra) : null,
    isRead: n.isRead ? 1 : 0,
  };
  run(
    inst.db,
    `INSERT INTO notifications (id, createdAt, notifieeId, type, notifierId, noteId, reaction, extra, isRead)
     VALUES (@id, @createdAt, @notifieeId, @type, @notifierId, @noteId, @reaction, @extra, @isRead)`,
    row,
  );
  if (n.silent) return row;
  const pack = (origin: string) => {
    const me = findUserById(inst.db, n.notifieeId) ?? null;
    return packNotification(packContext(inst, origin, me), row);
  };
  inst.events.emit('main', n.notifieeId, 'notification', pack);
  const timer = setTimeout(() => {
    try {
      const still = one<{ isRead: number }>(inst.db, 'SELECT isRead FROM notifications WHERE id = ?', row.id);
      if (still && !still.isRead) inst.events.emit('main', n.notifieeId, 'unreadNotification', pack);
    } catch {
      // the instance was closed meanwhile
    }
  }, inst.options.unreadNotificationDelayMs);
  timer.unref();
  return row;
}

export function markAllNotificationsRead(inst: Instance, userId: string): void {
  const changed = run(
    inst.db,
    'UPDATE notifications SET isRead = 1 WHERE notifieeId = ? AND isRead = 0',
    userId,
  ).changes;
  if (changed > 0) inst.events.emit('main', userId, 'readAllNotifications', undefined);
}

import type { entities } from 'misskey-js';
import type { PackContext } from '../context.ts';
import type { AnnouncementRow } from '../db/rows.ts';

export function packAnnouncement(
  _pc: PackContext,
  a: AnnouncementRow,
  isRead?: boolean,
): entities.Announcement {
  return {
    id: a.id,
    createdAt: new Date(a.createdAt).toISOString(),
    updatedAt: a.updatedAt ? new Date(a.updatedAt).toISOString() : null,
    text: a.text,
    title: a.title,
    imageUrl: a.imageUrl,
    icon: a.icon,
    display: a.display,
    needConfirmationToRead: !!a.needConfirmationToRead,
    silence: !!a.silence,
    forYou: a.userId != null,
    ...(isRead !== undefined ? { isRead } : {}),
  };
}

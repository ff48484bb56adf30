// admin/announcements/*: moderators write the announcements that `announcements` serves to users.
import { ApiError } from '../errors.ts';
import type { AnnouncementRow } from '../../db/rows.ts';
import { one } from '../../db/statement.ts';

export const ICONS = ['info', 'warning', 'error', 'success'] as const;

export const DISPLAYS = ['normal', 'banner', 'dialog'] as const;

export const announcementFields = {
  title: { type: 'string', minLength: 1 },
  text: { type: 'string', minLength: 1 },
  imageUrl: { type: 'string', nullable: true, minLength: 0 },
  icon: { type: 'string', enum: ICONS },
  display: { type: 'string', enum: DISPLAYS },
  forExistingUsers: { type: 'boolean' },
  silence: { type: 'boolean' },
  needConfirmationToRead: { type: 'boolean' },
} as const;

export function findAnnouncementOrThrow(
  db: Parameters<typeof one>[0],
  annId: string,
  errorId: string,
): AnnouncementRow {
  const a = one<AnnouncementRow>(db, 'SELECT * FROM announcements WHERE id = ?', annId);
  if (!a) throw new ApiError({ message: 'No such announcement.', code: 'NO_SUCH_ANNOUNCEMENT', id: errorId });
  return a;
}

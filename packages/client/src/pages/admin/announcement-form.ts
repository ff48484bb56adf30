import type { Endpoints } from 'misskey-js';

export type AdminAnnouncement = Endpoints['admin/announcements/list']['res'][number];
export type AnnouncementIcon = 'info' | 'warning' | 'error' | 'success';
export type AnnouncementDisplay = 'normal' | 'banner' | 'dialog';

export interface AnnouncementDraft {
  title: string;
  text: string;
  imageUrl: string;
  icon: AnnouncementIcon;
  display: AnnouncementDisplay;
  forExistingUsers: boolean;
  silence: boolean;
  needConfirmationToRead: boolean;
  /** Only for a new announcement: a user id makes it personal. */
  userId: string;
  isActive: boolean;
}

export const ICONS: AnnouncementIcon[] = ['info', 'warning', 'error', 'success'];
export const DISPLAYS: AnnouncementDisplay[] = ['normal', 'banner', 'dialog'];

export function emptyDraft(): AnnouncementDraft {
  return {
    title: '',
    text: '',
    imageUrl: '',
    icon: 'info',
    display: 'normal',
    forExistingUsers: false,
    silence: false,
    needConfirmationToRead: false,
    userId: '',
    isActive: true,
  };
}

export function draftOf(a: AdminAnnouncement): AnnouncementDraft {
  return {
    title: a.title,
    text: a.text,
    imageUrl: a.imageUrl ?? '',
    icon: a.icon,
    display: a.display,
    forExistingUsers: a.forExistingUsers,
    silence: a.silence,
    needConfirmationToRead: a.needConfirmationToRead,
    userId: a.userId ?? '',
    isActive: a.isActive,
  };
}

/** A draft can be sent when it has a title and a text. */
export function draftComplete(d: AnnouncementDraft): boolean {
  return d.title.trim().length > 0 && d.text.trim().length > 0;
}

/** Parameters for admin/announcements/create. */
export function createParams(d: AnnouncementDraft): Endpoints['admin/announcements/create']['req'] {
  return {
    title: d.title.trim(),
    text: d.text,
    imageUrl: d.imageUrl.trim() || null,
    icon: d.icon,
    display: d.display,
    forExistingUsers: d.forExistingUsers,
    silence: d.silence,
    needConfirmationToRead: d.needConfirmationToRead,
    userId: d.userId.trim() || null,
  };
}

/** Parameters for admin/announcements/update (the target user cannot change). */
export function updateParams(
  id: string,
  d: AnnouncementDraft,
): Endpoints['admin/announcements/update']['req'] {
  const { userId: _u, ...rest } = createParams(d);
  return { id, ...rest, isActive: d.isActive };
}

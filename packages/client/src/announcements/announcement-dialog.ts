import type { entities } from 'misskey-js';
import type { Api } from '@/api/index.ts';
import { openDialog, type DialogType } from '@/ui/index.ts';

/** The dialog kind that matches an announcement's icon. */
function dialogType(icon: entities.Announcement['icon']): DialogType {
  return icon === 'warning' || icon === 'error' || icon === 'success' ? icon : 'info';
}

/** An announcement as a dialog; that it was read is told to the server (spec P1 §2). */
export async function showAnnouncementDialog(a: entities.Announcement, api: Api): Promise<void> {
  await openDialog({ type: dialogType(a.icon), title: a.title, text: a.text });
  await api('i/read-announcement', { announcementId: a.id }).catch(() => undefined);
}

// What the drive page needs besides its layout: live updates, the file detail window, and the plain
// sentence for a folder moved into itself.
import { claimAchievement } from '@/achievements/index.ts';
import { ApiCallError } from '@/api/index.ts';
import { openFileDetail } from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';
import { useRefreshDrive } from '@/queries/index.ts';
import { useChannelEvent } from '@/stream/index.ts';
import { openDialog } from '@/ui/index.ts';

const DRIVE_EVENTS = [
  'fileCreated',
  'fileUpdated',
  'fileDeleted',
  'folderCreated',
  'folderUpdated',
  'folderDeleted',
];

/** Reads the drive again when the drive channel says something changed (here or on another device). */
export function useDriveLive(): void {
  const refresh = useRefreshDrive();
  for (const type of DRIVE_EVENTS) {
    // a fixed list: the hooks are always called in the same order
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useChannelEvent('drive', undefined, type, refresh);
  }
}

export const showFileDetail = openFileDetail;

/** A folder moved into itself or below itself is refused by the server; this says so plainly. */
export function useFolderErrors() {
  return async (error: unknown): Promise<boolean> => {
    if (!(error instanceof ApiCallError) || error.error.code !== 'RECURSIVE_NESTING') return false;
    claimAchievement('driveFolderCircularReference');
    await openDialog({ type: 'error', title: t('driveCannotMoveFolder'), text: t('driveFolderIntoItself') });
    return true;
  };
}

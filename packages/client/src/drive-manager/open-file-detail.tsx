import type { entities } from 'misskey-js';
import { openModal } from '@/ui/index.ts';
import { FileDetail } from './FileDetail.tsx';

/** Opens a file's details in a dialog (the drive page, a note's media menu). */
export function openFileDetail(file: entities.DriveFile): void {
  void openModal<void>(({ close }) => <FileDetail file={file} onClose={() => close()} />, {
    presentation: 'dialog',
  });
}

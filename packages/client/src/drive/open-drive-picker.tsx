import type { entities } from 'misskey-js';
import { openModal } from '../ui/index.ts';
import type { DrivePickerResult } from './DrivePicker.tsx';

/** The picker itself loads when first opened. */
const loadPicker = () => import('./DrivePicker.tsx').then((m) => m.DrivePicker);

/** Opens the drive picker to choose files; resolves with them, or undefined when canceled. */
export async function pickDriveFiles(
  token: string,
  multiple = true,
): Promise<entities.DriveFile[] | undefined> {
  const DrivePicker = await loadPicker();
  const result = await openModal<DrivePickerResult>(
    ({ close }) => (
      <DrivePicker type="file" multiple={multiple} token={token} onDone={close} onCancel={() => close()} />
    ),
    { presentation: 'dialog' },
  );
  return result && 'files' in result ? result.files : undefined;
}

/** Opens the drive picker to choose a folder; null is the drive's root, undefined a cancel. */
export async function pickDriveFolder(token: string): Promise<entities.DriveFolder | null | undefined> {
  const DrivePicker = await loadPicker();
  const result = await openModal<DrivePickerResult>(
    ({ close }) => (
      <DrivePicker type="folder" multiple={false} token={token} onDone={close} onCancel={() => close()} />
    ),
    { presentation: 'dialog' },
  );
  return result && 'folder' in result ? result.folder : undefined;
}

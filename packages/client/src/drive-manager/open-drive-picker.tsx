import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useState, type ReactNode } from 'react';
import { ApiProvider } from '@/api/index.ts';
import { openModal } from '@/ui/index.ts';
import type { DrivePickerResult } from './DrivePicker.tsx';

/** The picker itself loads when first opened. */
const loadPicker = () => import('./DrivePicker.tsx').then((m) => m.DrivePicker);

/**
 * The drive of another signed-in account (posting as that account): its calls carry its token and
 * its answers stay in a cache of their own, out of this session's.
 */
function AsAccount({ token, children }: { token: string; children: ReactNode }) {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <ApiProvider token={token}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}

/**
 * Opens the drive picker to choose files; resolves with them, or undefined when canceled.
 * `asToken` browses another signed-in account's drive (the post form posting as that account).
 */
export async function pickDriveFiles(
  multiple = true,
  asToken?: string,
): Promise<entities.DriveFile[] | undefined> {
  const DrivePicker = await loadPicker();
  const result = await openModal<DrivePickerResult>(
    ({ close }) => {
      const picker = <DrivePicker type="file" multiple={multiple} onDone={close} onCancel={() => close()} />;
      return asToken ? <AsAccount token={asToken}>{picker}</AsAccount> : picker;
    },
    { presentation: 'dialog' },
  );
  return result && 'files' in result ? result.files : undefined;
}

/** Opens the drive picker to choose a folder; null is the drive's root, undefined a cancel. */
export async function pickDriveFolder(): Promise<entities.DriveFolder | null | undefined> {
  const DrivePicker = await loadPicker();
  const result = await openModal<DrivePickerResult>(
    ({ close }) => <DrivePicker type="folder" multiple={false} onDone={close} onCancel={() => close()} />,
    { presentation: 'dialog' },
  );
  return result && 'folder' in result ? result.folder : undefined;
}

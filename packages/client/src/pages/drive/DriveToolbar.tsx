import { IconFolderPlus, IconLink, IconUpload } from '@tabler/icons-react';
import { useAccountToken } from '@/api/index.ts';
import { abortAfter, showUploadError, uploadFromUrl } from '@/drive/index.ts';
import { ButtonRow } from '@/drive-manager/index.ts';
import { t } from '@/i18n/index.ts';
import { useCreateFolder } from '@/queries/index.ts';
import { useStream } from '@/stream/index.ts';
import { inputText, openDialog, toast } from '@/ui/index.ts';

/** How long to wait for the server to fetch a URL before saying it did not work. */
const URL_UPLOAD_TIMEOUT_MS = 60_000;

interface Props {
  folderId: string | null;
  onUpload: () => void;
}

/** New folder, and uploads from the device or from a URL. */
export function DriveToolbar({ folderId, onUpload }: Props) {
  const createFolder = useCreateFolder();
  const token = useAccountToken();
  const stream = useStream();

  const newFolder = async () => {
    const r = await inputText({
      title: t('driveNewFolder'),
      placeholder: t('driveFolderName'),
      maxLength: 200,
    });
    if (!r.canceled) void createFolder.run({ name: r.result.trim() || 'Untitled', parentId: folderId });
  };
  const fromUrl = async () => {
    const r = await inputText({ title: t('driveUploadFromUrl'), type: 'url', placeholder: 'https://' });
    if (r.canceled || !r.result.trim() || !token || !stream) return;
    toast(t('driveUploadFromUrlStarted'));
    const url = r.result.trim();
    try {
      const file = await uploadFromUrl(url, {
        token,
        folderId,
        stream,
        signal: abortAfter(URL_UPLOAD_TIMEOUT_MS),
      });
      toast(t('driveUploadFromUrlDone', { name: file.name }));
    } catch (err) {
      // the server tells only of files that arrived: after the wait, say that this one did not
      if (err instanceof DOMException)
        await openDialog({ type: 'error', text: t('driveUploadFromUrlNoAnswer', { url }) });
      else await showUploadError(err);
    }
  };

  return (
    <div className="kumo-drive-toolbar">
      <ButtonRow
        actions={[
          { label: t('driveNewFolder'), icon: IconFolderPlus, onClick: () => void newFolder() },
          { label: t('driveUpload'), icon: IconUpload, variant: 'primary', onClick: onUpload },
          { label: t('driveUploadFromUrl'), icon: IconLink, onClick: () => void fromUrl() },
        ]}
      />
    </div>
  );
}

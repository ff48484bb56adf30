import { t } from '@/i18n/index.ts';
import type { UploadEntry } from './use-uploads.ts';

/** One progress bar per file being uploaded. */
export function UploadProgressList({ uploads }: { uploads: readonly UploadEntry[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="kumo-uploads" aria-label={t('uploadsInProgress')}>
      {uploads.map((u) => (
        <li key={u.id} className="kumo-upload">
          <span className="kumo-upload-name">{u.name}</span>
          <progress value={u.progress} max={u.max} aria-label={t('uploadingFile', { name: u.name })} />
        </li>
      ))}
    </ul>
  );
}

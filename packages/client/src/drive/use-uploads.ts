import { useCallback, useEffect, useRef, useState } from 'react';
import type { entities } from 'misskey-js';
import { useAccountToken } from '@/api/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { showUploadError } from './upload-errors.ts';
import { uploadFile, type UploadOptions } from './upload-file.ts';

/** Spec P2 §4: an upload in progress carries a progress value and a maximum. */
export interface UploadEntry {
  id: string;
  name: string;
  progress: number;
  max: number;
}

export interface StartUploadOptions {
  /** Upload for another signed-in account (posting as that account); default the signed-in one. */
  token?: string | null;
  /** Names to upload with, by position (pasted files); default each file's own name. */
  names?: Array<string | undefined>;
  /** The folder to upload into (the drive page's); default the uploadFolder setting's. */
  folderId?: string | null;
  /** Called for each file as soon as it is stored. */
  onUploaded: (file: entities.DriveFile) => void;
}

let nextUploadId = 1;

/**
 * Uploads files to the drive with a progress entry each: resized first unless
 * keepOriginalUploading is on, into the uploadFolder setting's folder. Entries are removed on
 * completion or failure; failures show the failed-to-upload dialog.
 */
export function useUploads() {
  const accountToken = useAccountToken();
  const keepOriginal = useSettingValue('keepOriginalUploading');
  const folderId = useSettingValue('uploadFolder');
  const [uploads, setUploads] = useState<UploadEntry[]>([]);
  const settings = useRef({ keepOriginal, folderId, accountToken });
  useEffect(() => {
    settings.current = { keepOriginal, folderId, accountToken };
  }, [keepOriginal, folderId, accountToken]);

  const update = (id: string, patch: Partial<UploadEntry> | null) =>
    setUploads((list) =>
      patch === null
        ? list.filter((u) => u.id !== id)
        : list.map((u) => (u.id === id ? { ...u, ...patch } : u)),
    );

  const startUploads = useCallback(async (files: readonly File[], opts: StartUploadOptions) => {
    const { keepOriginal: keep, folderId: folder, accountToken: ownToken } = settings.current;
    await Promise.all(
      files.map(async (original, i) => {
        const id = `upload-${nextUploadId++}`;
        const name = opts.names?.[i] ?? original.name;
        setUploads((list) => [...list, { id, name, progress: 0, max: original.size || 1 }]);
        try {
          // the resizer loads with the first upload
          const file = keep ? original : await (await import('./image-resize.ts')).resizeForUpload(original);
          update(id, { max: file.size || 1 });
          const uploaded = await uploadFile(file, {
            token: opts.token === undefined ? ownToken : opts.token,
            name: name === original.name && file !== original ? file.name : name,
            folderId: opts.folderId === undefined ? folder : opts.folderId,
            onProgress: (loaded, total) => update(id, { progress: loaded, max: total }),
          });
          opts.onUploaded(uploaded);
        } catch (err) {
          await showUploadError(err);
        } finally {
          update(id, null);
        }
      }),
    );
  }, []);

  return { uploads, startUploads };
}

/** Uploads one file as the signed-in account, as it is (no resize, no progress entry). */
export function useUploadFile() {
  const token = useAccountToken();
  return useCallback(
    (file: Blob, opts: Omit<UploadOptions, 'token'> = {}) => uploadFile(file, { ...opts, token }),
    [token],
  );
}

import type { entities } from 'misskey-js';
import { apiUrl } from '@/api/index.ts';
import { classifyUploadFailure, UploadError } from './upload-errors.ts';

export interface UploadOptions {
  /** The token of the account the file is uploaded for; null means not signed in. */
  token: string | null;
  name?: string;
  folderId?: string | null;
  isSensitive?: boolean;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** Tests pass a fake. */
  createXhr?: () => XMLHttpRequest;
}

/**
 * Spec P2 §7: multipart POST to drive/files/create with fields i, force=true, file, name and an
 * optional folderId, through XMLHttpRequest so that upload progress can be shown.
 */
export function uploadFile(file: Blob, opts: UploadOptions): Promise<entities.DriveFile> {
  if (!opts.token) return Promise.reject(new UploadError({ kind: 'notSignedIn' }));
  const form = new FormData();
  form.append('i', opts.token);
  form.append('force', 'true');
  form.append('file', file);
  const name = opts.name ?? (file instanceof File ? file.name : undefined);
  if (name) form.append('name', name);
  if (opts.folderId) form.append('folderId', opts.folderId);
  if (opts.isSensitive) form.append('isSensitive', 'true');

  return new Promise((resolve, reject) => {
    const xhr = opts.createXhr ? opts.createXhr() : new XMLHttpRequest();
    xhr.open('POST', apiUrl('/api/drive/files/create'), true);
    xhr.upload.onprogress = (ev) => {
      if (ev.lengthComputable) opts.onProgress?.(ev.loaded, ev.total);
    };
    xhr.onload = () => {
      if (xhr.status === 200) {
        try {
          resolve(JSON.parse(xhr.responseText) as entities.DriveFile);
        } catch {
          reject(new UploadError(classifyUploadFailure(xhr.status, xhr.responseText)));
        }
        return;
      }
      reject(new UploadError(classifyUploadFailure(xhr.status, xhr.responseText)));
    };
    xhr.onerror = () =>
      reject(new UploadError({ kind: 'other', message: 'Network error', code: 'NETWORK_ERROR', id: '' }));
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

import type { entities } from 'misskey-js';
import { api } from '@/api/index.ts';
import type { Stream } from '@/stream/index.ts';

/** A marker nobody else will send, to recognise our urlUploadFinished event. */
export function newUploadMarker(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A signal that aborts after `ms`, like AbortSignal.timeout but on the page's own timers, so that the
 * wait for a URL upload is the page's (a test's clock moves it; the browser's internal timer it cannot).
 */
export function abortAfter(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('nothing arrived in time', 'TimeoutError')), ms);
  return controller.signal;
}

/**
 * Spec P2 §7: asks the server to fetch a URL into the drive; resolves with the file when the
 * main channel reports urlUploadFinished with our marker. The server answers nothing if the fetch
 * fails, so the caller decides how long to wait (signal).
 */
export async function uploadFromUrl(
  url: string,
  opts: { token: string; folderId: string | null; stream: Stream; signal?: AbortSignal },
): Promise<entities.DriveFile> {
  const marker = newUploadMarker();
  const main = opts.stream.useChannel('main');
  try {
    const finished = new Promise<entities.DriveFile>((resolve, reject) => {
      main.on('urlUploadFinished', (body) => {
        const ev = body as { marker?: string | null; file?: entities.DriveFile };
        if (ev.marker === marker && ev.file) resolve(ev.file);
      });
      opts.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });
    await api('drive/files/upload-from-url', { url, folderId: opts.folderId, marker }, opts.token);
    return await finished;
  } finally {
    main.dispose();
  }
}

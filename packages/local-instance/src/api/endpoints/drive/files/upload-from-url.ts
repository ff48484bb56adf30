import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { HOUR } from '../../../rate-limit.ts';
import type { Instance } from '../../../../context.ts';
import { packContext } from '../../../../context.ts';
import type { UserRow } from '../../../../db/rows.ts';
import { addDriveFile } from '../../../../services/drive.ts';
import { findOwnFolder } from '../../../../services/drive-folders.ts';
import { packDriveFile } from '../../../../packing/drive-file.ts';
import { safeFetch, SafeFetchError } from '../../../../services/safe-fetch.ts';

/** Remote hosts get this long to answer; files on this machine are read at once. */
const URL_UPLOAD_TIMEOUT_MS = 10_000;

function fileNameOf(url: URL): string | null {
  const last = decodeURIComponent(url.pathname.split('/').pop() ?? '').trim();
  return last && !last.includes('..') && last.length <= 200 ? last : null;
}

async function download(inst: Instance, url: URL): Promise<{ data: Buffer; type: string | null }> {
  const res = await safeFetch(url, {
    allowedPrivateNetworks: inst.options.allowedPrivateNetworks,
    timeoutMs: URL_UPLOAD_TIMEOUT_MS,
    maxBytes: inst.options.maxUploadSize,
  });
  if (res.status < 200 || res.status >= 300) throw new SafeFetchError();
  return { data: res.body, type: res.contentType?.split(';')[0]?.trim() ?? null };
}

/** Fetches the file after the answer was sent, then tells the user's main channel (urlUploadFinished). */
async function uploadInBackground(
  inst: Instance,
  me: UserRow,
  ps: {
    url: string;
    folderId?: string | null;
    isSensitive?: boolean;
    comment?: string | null;
    marker?: string | null;
  },
): Promise<void> {
  try {
    if (ps.folderId != null && !findOwnFolder(inst, me.id, ps.folderId)) {
      throw new Error('no such folder');
    }
    const url = new URL(ps.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    const { data, type } = await download(inst, url);
    const row = await addDriveFile(inst, me, {
      data,
      name: fileNameOf(url),
      mimetype: type,
      comment: ps.comment ?? null,
      isSensitive: ps.isSensitive ?? false,
      folderId: ps.folderId ?? null,
    });
    inst.events.emit('main', me.id, 'urlUploadFinished', (origin: string) => ({
      marker: ps.marker ?? null,
      file: packDriveFile(packContext(inst, origin, me), row, { detail: true }),
    }));
  } catch (err) {
    // Misskey logs a failed URL upload and sends nothing; the client keeps waiting.
    if (!inst.options.logger) console.warn(`upload-from-url: ${ps.url} failed:`, (err as Error).message);
  }
}

/** drive/files/upload-from-url: answers 204 at once; the file arrives later through the main channel. */
export default defineEndpoint(
  'drive/files/upload-from-url',
  {
    requireCredential: true,
    kind: 'write:drive',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 60 },
    params: {
      type: 'object',
      properties: {
        url: { type: 'string' },
        folderId: id({ nullable: true }),
        isSensitive: { type: 'boolean', default: false },
        comment: { type: 'string', nullable: true, maxLength: 512 },
        marker: { type: 'string', nullable: true },
        force: { type: 'boolean', default: false },
      },
      required: ['url'],
    },
  },
  (ps, me, ctx) => {
    // Like Misskey, nothing is checked up front: a bad URL or folder only means no event arrives.
    void uploadInBackground(ctx.inst, me, ps);
  },
);

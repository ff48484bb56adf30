import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError, errorWithId } from '../../../errors.ts';
import { id, requireAnyOf } from '../../../schema.ts';
import type { DriveFileRow } from '../../../../db/rows.ts';
import { one } from '../../../../db/statement.ts';
import { packDriveFile } from '../../../../packing/drive-file.ts';

const noSuchFile = errorWithId('No such file.', 'NO_SUCH_FILE');

/** admin/drive/show-file: one file by id or address, with what moderators see of it (Misskey's shape). */
export default defineEndpoint(
  'admin/drive/show-file',
  {
    requireCredential: true,
    kind: 'read:admin:drive',
    requireModerator: true,
    params: {
      type: 'object',
      properties: { fileId: id(), url: { type: 'string' } },
    },
  },
  (ps, _me, ctx) => {
    requireAnyOf(ps, ['fileId', 'url']);
    const { fileId, url } = ps as { fileId?: string; url?: string };
    const db = ctx.inst.db;
    let row: DriveFileRow | undefined;
    if (fileId) row = one<DriveFileRow>(db, 'SELECT * FROM drive_files WHERE id = ?', fileId);
    else if (url) {
      // an address of this server's files ends with the file's access key
      const key = url.split('?')[0]!.split('/').pop() ?? '';
      row = one<DriveFileRow>(
        db,
        'SELECT * FROM drive_files WHERE accessKey = ? OR thumbnailKey = ?',
        key,
        key,
      );
    }
    if (!row) throw new ApiError(noSuchFile('caf3ca38-c6e5-472e-a30c-b05377dcc240'));
    const packed = packDriveFile(ctx.pc, row);
    return {
      id: packed.id,
      createdAt: packed.createdAt,
      userId: row.userId,
      userHost: null,
      md5: row.md5,
      name: row.name,
      type: row.type,
      size: row.size,
      comment: row.comment,
      blurhash: row.blurhash,
      properties: packed.properties,
      storedInternal: true,
      url: packed.url,
      thumbnailUrl: packed.thumbnailUrl,
      webpublicUrl: null,
      accessKey: row.accessKey,
      thumbnailAccessKey: row.thumbnailKey,
      webpublicAccessKey: null,
      uri: null,
      src: null,
      folderId: row.folderId,
      isSensitive: !!row.isSensitive,
      isLink: false,
      maybeSensitive: false,
      maybePorn: false,
      requestIp: null,
      requestHeaders: null,
    };
  },
);

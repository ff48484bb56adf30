import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError, INVALID_PARAM } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import type { DriveFileRow } from '../../../../db/rows.ts';
import { one } from '../../../../db/statement.ts';
import { findDriveFile } from '../../../../services/drive.ts';
import { packDriveFile } from '../../../../packing/drive-file.ts';
import { checkFileAccess } from '../../../shared/drive-files.ts';

export default defineEndpoint(
  'drive/files/show',
  {
    requireCredential: true,
    kind: 'read:drive',
    params: { type: 'object', properties: { fileId: id(), url: { type: 'string' } } },
  },
  (params, me, ctx) => {
    const ps = params as { fileId?: string; url?: string };
    let file: DriveFileRow | undefined;
    if (ps.fileId) file = findDriveFile(ctx.inst, ps.fileId);
    else if (ps.url) {
      const key = ps.url.split('/').pop() ?? '';
      file = one<DriveFileRow>(
        ctx.inst.db,
        'SELECT * FROM drive_files WHERE accessKey = ? OR thumbnailKey = ?',
        key,
        key,
      );
    } else {
      throw new ApiError(INVALID_PARAM, {
        param: '#/anyOf/0/required',
        reason: "must have required property 'fileId'",
      });
    }
    const mine = checkFileAccess(ctx.inst, file, me, {
      noSuchFile: '067bc436-2718-4795-b0fb-ecbe43949e31',
      accessDenied: '25b73c73-68b1-41d0-bad1-381cfdf6579f',
    });
    return packDriveFile(ctx.pc, mine, { detail: true, withUser: true });
  },
);

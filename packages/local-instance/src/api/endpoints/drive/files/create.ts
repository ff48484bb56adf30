import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { HOUR } from '../../../rate-limit.ts';
import { addDriveFile } from '../../../../services/drive.ts';
import { findOwnFolder } from '../../../../services/drive-folders.ts';
import { packDriveFile } from '../../../../packing/drive-file.ts';
import { asDriveRefusal, INVALID_FILE_NAME, validFileName } from '../../../shared/drive-files.ts';

export default defineEndpoint(
  'drive/files/create',
  {
    requireCredential: true,
    kind: 'write:drive',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 120 },
    requireFile: true,
    params: {
      type: 'object',
      properties: {
        folderId: id({ nullable: true }),
        name: { type: 'string', nullable: true },
        comment: { type: 'string', nullable: true, maxLength: 512 },
        isSensitive: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
      },
    },
  },
  async (ps, me, ctx) => {
    const file = ctx.file!;
    let name: string | null = (ps.name ?? file.filename ?? '').trim();
    if (name === '' || name === 'blob') name = null;
    else if (!validFileName(name)) throw new ApiError(INVALID_FILE_NAME);
    if (ps.folderId != null && !findOwnFolder(ctx.inst, me.id, ps.folderId)) {
      // Misskey's upload fails deep in its drive service, and says so this way
      throw new ApiError(
        {
          message: 'Failed to create drive file.',
          code: 'FAILED_TO_CREATE_DRIVE_FILE',
          id: '6708863c-6791-4487-aa01-2d682c6e7db0',
        },
        { message: 'folder-not-found', code: 'Error' },
      );
    }
    // the drive's own rules (type, size, quota, always-sensitive) decide the rest, as for every way in
    const row = await addDriveFile(ctx.inst, me, {
      data: file.data,
      name,
      mimetype: file.mimetype,
      comment: ps.comment ?? null,
      isSensitive: ps.isSensitive ?? false,
      folderId: ps.folderId ?? null,
    }).catch((err: unknown) => {
      throw asDriveRefusal(err);
    });
    return packDriveFile(ctx.pc, row, { detail: true });
  },
);

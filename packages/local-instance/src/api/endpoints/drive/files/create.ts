import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { HOUR } from '../../../rate-limit.ts';
import { addDriveFile } from '../../../../services/drive.ts';
import { findOwnFolder } from '../../../../services/drive-folders.ts';
import { packDriveFile } from '../../../../packing/drive-file.ts';
import { effectivePolicies } from '../../../../packing/policies.ts';
import { userSettings } from '../../../../services/user-settings.ts';
import { driveUsage, INVALID_FILE_NAME, validFileName } from '../../../shared/drive-files.ts';

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
    const policies = effectivePolicies(ctx.inst, me);
    if (driveUsage(ctx.inst, me.id) + file.data.length > policies.driveCapacityMb * 1024 * 1024) {
      throw new ApiError({
        message: 'Cannot upload the file because you have no free space of drive.',
        code: 'NO_FREE_SPACE',
        id: 'd08dbc37-a6a9-463a-8c47-96c32ab5f064',
      });
    }
    const row = await addDriveFile(ctx.inst, me, {
      data: file.data,
      name,
      mimetype: file.mimetype,
      comment: ps.comment ?? null,
      // the uploader's "mark everything sensitive" (or a role that says so) wins over the request
      isSensitive: (ps.isSensitive ?? false) || userSettings(me).alwaysMarkNsfw || policies.alwaysMarkNsfw,
      folderId: ps.folderId ?? null,
    });
    return packDriveFile(ctx.pc, row, { detail: true });
  },
);

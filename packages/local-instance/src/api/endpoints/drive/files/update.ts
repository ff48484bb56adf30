import { defineEndpoint } from '../../../endpoint.ts';
import { filePayload, publishDrive } from '../../../../services/drive-folders.ts';
import { ownFolderOrThrow } from '../../../shared/lookups.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { run } from '../../../../db/statement.ts';
import { findDriveFile } from '../../../../services/drive.ts';
import { packDriveFile } from '../../../../packing/drive-file.ts';
import { checkFileAccess, INVALID_FILE_NAME, validFileName } from '../../../shared/drive-files.ts';
import { effectivePolicies } from '../../../../packing/policies.ts';
import { findUserById } from '../../../../services/users.ts';

const RESTRICTED_BY_ROLE = {
  message: 'This feature is restricted by your role.',
  code: 'RESTRICTED_BY_ROLE',
  id: '7f59dccb-f465-75ab-5cf4-3ce44e3282f7',
};

export default defineEndpoint(
  'drive/files/update',
  {
    requireCredential: true,
    kind: 'write:drive',
    params: {
      type: 'object',
      properties: {
        fileId: id(),
        folderId: id({ nullable: true }),
        name: { type: 'string' },
        isSensitive: { type: 'boolean' },
        comment: { type: 'string', nullable: true, maxLength: 512 },
      },
      required: ['fileId'],
    },
  },
  (ps, me, ctx) => {
    const file = checkFileAccess(ctx.inst, findDriveFile(ctx.inst, ps.fileId), me, {
      noSuchFile: 'e7778c7e-3af9-49cd-9690-6dbc3e6c972d',
      accessDenied: '01a53b27-82fc-445b-a0c1-b558465a8ed2',
    });
    if (ps.name !== undefined) {
      if (!validFileName(ps.name))
        throw new ApiError({ ...INVALID_FILE_NAME, id: '395e7156-f9f0-475e-af89-53c3c23080c2' });
      file.name = ps.name;
    }
    if (ps.comment !== undefined) file.comment = ps.comment;
    if (ps.isSensitive !== undefined) {
      // a role that marks its holders' files sensitive keeps them so (the owner's roles, as Misskey)
      const owner = file.userId === me.id ? me : file.userId ? findUserById(ctx.inst.db, file.userId) : null;
      if (!ps.isSensitive && file.isSensitive && owner && effectivePolicies(ctx.inst, owner).alwaysMarkNsfw)
        throw new ApiError(RESTRICTED_BY_ROLE);
      file.isSensitive = ps.isSensitive ? 1 : 0;
    }
    if (ps.folderId !== undefined) {
      if (ps.folderId !== null)
        ownFolderOrThrow(ctx, me, ps.folderId, 'ea8fb7a5-af77-4a08-b608-c0218176cd73');
      file.folderId = ps.folderId;
    }
    run(
      ctx.inst.db,
      'UPDATE drive_files SET name = @name, comment = @comment, isSensitive = @isSensitive, folderId = @folderId WHERE id = @id',
      file,
    );
    publishDrive(ctx.inst, file.userId ?? me.id, 'fileUpdated', filePayload(ctx.inst, file));
    return packDriveFile(ctx.pc, file, { detail: true });
  },
);

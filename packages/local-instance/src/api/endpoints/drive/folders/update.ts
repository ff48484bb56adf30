import { defineEndpoint } from '../../../endpoint.ts';
import { ownFolderOrThrow } from '../../../shared/lookups.ts';
import { id } from '../../../schema.ts';
import { ApiError } from '../../../errors.ts';
import { run } from '../../../../db/statement.ts';
import { packDriveFolder } from '../../../../packing/drive-file.ts';
import { findOwnFolder, folderPayload, publishDrive, wouldNest } from '../../../../services/drive-folders.ts';

const RECURSIVE = {
  message: 'It can not be structured like nesting folders recursively.',
  code: 'RECURSIVE_NESTING',
  id: 'dbeb024837894013aed44279f9199740',
};

/** drive/folders/update: rename a folder or move it (never into itself or below itself). */
export default defineEndpoint(
  'drive/folders/update',
  {
    requireCredential: true,
    kind: 'write:drive',
    params: {
      type: 'object',
      properties: {
        folderId: id(),
        name: { type: 'string', maxLength: 200 },
        parentId: id({ nullable: true }),
      },
      required: ['folderId'],
    },
  },
  (ps, me, ctx) => {
    const folder = ownFolderOrThrow(ctx, me, ps.folderId, 'f7974dac-2c0d-4a27-926e-23583b28e98e');
    const next = { ...folder };
    if (ps.name) next.name = ps.name;
    if (ps.parentId === null) next.parentId = null;
    else if (ps.parentId !== undefined) {
      if (ps.parentId === folder.id) throw new ApiError(RECURSIVE);
      if (!findOwnFolder(ctx.inst, me.id, ps.parentId))
        throw new ApiError({
          message: 'No such parent folder.',
          code: 'NO_SUCH_PARENT_FOLDER',
          id: 'ce104e3a-faaf-49d5-b459-10ff0cbbcaa1',
        });
      if (wouldNest(ctx.inst, folder.id, ps.parentId)) throw new ApiError(RECURSIVE);
      next.parentId = ps.parentId;
    }
    run(
      ctx.inst.db,
      'UPDATE drive_folders SET name = ?, parentId = ? WHERE id = ?',
      next.name,
      next.parentId,
      next.id,
    );
    publishDrive(ctx.inst, me.id, 'folderUpdated', folderPayload(ctx.inst, next));
    return packDriveFolder(ctx.pc, next);
  },
);

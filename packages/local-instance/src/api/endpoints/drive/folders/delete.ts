import { defineEndpoint } from '../../../endpoint.ts';
import { ownFolderOrThrow } from '../../../shared/lookups.ts';
import { id } from '../../../schema.ts';
import { ApiError } from '../../../errors.ts';
import { run } from '../../../../db/statement.ts';
import { countChildren, publishDrive } from '../../../../services/drive-folders.ts';

/** drive/folders/delete: an empty folder only (Misskey refuses one with files or folders in it). */
export default defineEndpoint(
  'drive/folders/delete',
  {
    requireCredential: true,
    kind: 'write:drive',
    params: { type: 'object', properties: { folderId: id() }, required: ['folderId'] },
  },
  (ps, me, ctx) => {
    const folder = ownFolderOrThrow(ctx, me, ps.folderId, '1069098f-c281-440f-b085-f9932edbe091');
    if (countChildren(ctx.inst, folder.id) > 0)
      throw new ApiError({
        message: 'This folder has child files or folders.',
        code: 'HAS_CHILD_FILES_OR_FOLDERS',
        id: 'b0fc8a17-963c-405d-bfbc-859a487295e1',
      });
    run(ctx.inst.db, 'DELETE FROM drive_folders WHERE id = ?', folder.id);
    publishDrive(ctx.inst, me.id, 'folderDeleted', folder.id);
  },
);

import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import type { DriveFolderRow } from '../../../../db/rows.ts';
import { one } from '../../../../db/statement.ts';
import { ApiError } from '../../../errors.ts';
import { packDriveFolder } from '../../../../packing/drive-file.ts';

/** drive/folders/show: one of the caller's folders, with its counts and parent. */
export default defineEndpoint(
  'drive/folders/show',
  {
    requireCredential: true,
    params: { type: 'object', properties: { folderId: id() }, required: ['folderId'] },
  },
  (ps, me, ctx) => {
    const folder = one<DriveFolderRow>(
      ctx.inst.db,
      'SELECT * FROM drive_folders WHERE id = ? AND userId = ?',
      ps.folderId,
      me.id,
    );
    if (!folder)
      throw new ApiError({
        message: 'No such folder.',
        code: 'NO_SUCH_FOLDER',
        id: 'd74ab9eb-bb09-4bba-bf24-fb58f761e1e9',
      });
    return packDriveFolder(ctx.pc, folder, true);
  },
);

import { defineEndpoint } from '../endpoint.ts';
import { id, paginationProps } from '../schema.ts';
import type { DriveFolderRow } from '../../db/rows.ts';
import { all, one } from '../../db/statement.ts';
import { ApiError } from '../errors.ts';
import { pageSql } from '../../services/timelines.ts';
import { packDriveFolder } from '../../packing/drive-file.ts';

/** drive/folders: the caller's folders inside `folderId` (the root when null), newest first. */
export const driveFolders = defineEndpoint(
  'drive/folders',
  {
    requireCredential: true,
    params: { type: 'object', properties: { ...paginationProps, folderId: id({ nullable: true }) } },
  },
  (ps, me, ctx) => {
    const page = pageSql(ps, 'f');
    const where = [
      'f.userId = @me',
      ps.folderId ? 'f.parentId = @folderId' : 'f.parentId IS NULL',
      ...page.where,
    ];
    const rows = all<DriveFolderRow>(
      ctx.inst.db,
      `SELECT f.* FROM drive_folders f WHERE ${where.join(' AND ')} ORDER BY ${page.order} LIMIT @limit`,
      { ...page.params, me: me.id, folderId: ps.folderId ?? null },
    );
    return rows.map((r) => packDriveFolder(ctx.pc, r, true));
  },
);

/** drive/folders/show: one of the caller's folders, with its counts and parent. */
export const driveFoldersShow = defineEndpoint(
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

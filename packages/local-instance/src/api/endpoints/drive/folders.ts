import { defineEndpoint } from '../../endpoint.ts';
import { id, paginationProps } from '../../schema.ts';
import type { DriveFolderRow } from '../../../db/rows.ts';
import { all } from '../../../db/statement.ts';
import { pageSql } from '../../../services/timelines.ts';
import { packDriveFolder } from '../../../packing/drive-file.ts';

/** drive/folders: the caller's folders inside `folderId` (the root when null), newest first. */
export default defineEndpoint(
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

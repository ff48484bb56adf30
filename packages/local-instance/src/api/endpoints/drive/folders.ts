import { defineEndpoint } from '../../endpoint.ts';
import { id, paginationProps } from '../../schema.ts';
import type { DriveFolderRow } from '../../../db/rows.ts';
import { packDriveFolder } from '../../../packing/drive-file.ts';
import { pagedRows } from '../../shared/paging.ts';

/** drive/folders: the caller's folders inside `folderId` (the root when null), newest first. */
export default defineEndpoint(
  'drive/folders',
  {
    requireCredential: true,
    kind: 'read:drive',
    params: { type: 'object', properties: { ...paginationProps, folderId: id({ nullable: true }) } },
  },
  (ps, me, ctx) => {
    const rows = pagedRows<DriveFolderRow>(ctx.inst.db, ps, {
      table: 'drive_folders',
      alias: 'f',
      where: ['f.userId = @me', ps.folderId ? 'f.parentId = @folderId' : 'f.parentId IS NULL'],
      params: { me: me.id, folderId: ps.folderId ?? null },
    });
    return rows.map((r) => packDriveFolder(ctx.pc, r, true));
  },
);

import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import type { DriveFolderRow } from '../../../../db/rows.ts';
import { all } from '../../../../db/statement.ts';
import { packDriveFolder } from '../../../../packing/drive-file.ts';

/** drive/folders/find: the caller's folders of exactly this name inside `parentId` (root when null). */
export default defineEndpoint(
  'drive/folders/find',
  {
    requireCredential: true,
    kind: 'read:drive',
    params: {
      type: 'object',
      properties: { name: { type: 'string' }, parentId: id({ nullable: true }) },
      required: ['name'],
    },
  },
  (ps, me, ctx) =>
    all<DriveFolderRow>(
      ctx.inst.db,
      `SELECT * FROM drive_folders WHERE userId = ? AND name = ? AND parentId IS ? ORDER BY id DESC`,
      me.id,
      ps.name,
      ps.parentId ?? null,
    ).map((f) => packDriveFolder(ctx.pc, f)),
);

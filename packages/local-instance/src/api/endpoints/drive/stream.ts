import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import type { DriveFileRow } from '../../../db/rows.ts';
import { packDriveFile } from '../../../packing/drive-file.ts';
import { pagedRows } from '../../shared/paging.ts';

/** drive/stream: the caller's files in every folder, newest first, of one type (`image/*`) when asked. */
export default defineEndpoint(
  'drive/stream',
  {
    requireCredential: true,
    kind: 'read:drive',
    params: {
      type: 'object',
      properties: {
        ...paginationProps,
        type: { type: 'string', pattern: /^[a-zA-Z/*-]+$/ },
      },
    },
  },
  (ps, me, ctx) => {
    const where = ['f.userId = @me'];
    if (ps.type) where.push(ps.type.endsWith('/*') ? 'f.type LIKE @typePrefix' : 'f.type = @type');
    const rows = pagedRows<DriveFileRow>(ctx.inst.db, ps, {
      table: 'drive_files',
      alias: 'f',
      where,
      params: { me: me.id, type: ps.type ?? null, typePrefix: ps.type ? ps.type.replace(/\*$/, '%') : null },
    });
    return rows.map((r) => packDriveFile(ctx.pc, r, { detail: false }));
  },
);

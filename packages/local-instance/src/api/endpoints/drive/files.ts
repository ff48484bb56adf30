import { defineEndpoint } from '../../endpoint.ts';
import { id, paginationProps } from '../../schema.ts';
import type { DriveFileRow } from '../../../db/rows.ts';
import { all } from '../../../db/statement.ts';
import { pageSql } from '../../../services/timelines.ts';
import { packDriveFile } from '../../../packing/drive-file.ts';

export default defineEndpoint(
  'drive/files',
  {
    requireCredential: true,
    kind: 'read:drive',
    params: {
      type: 'object',
      properties: {
        ...paginationProps,
        folderId: id({ nullable: true }),
        type: { type: 'string', nullable: true, pattern: /^[a-zA-Z/*-]+$/ },
        sort: {
          type: 'string',
          nullable: true,
          enum: ['+createdAt', '-createdAt', '+name', '-name', '+size', '-size'],
        },
      },
    },
  },
  (ps, me, ctx) => {
    const page = pageSql(ps, 'f');
    const where = [
      'f.userId = @me',
      ps.folderId ? 'f.folderId = @folderId' : 'f.folderId IS NULL',
      ...page.where,
    ];
    if (ps.type) where.push(ps.type.endsWith('/*') ? 'f.type LIKE @typePrefix' : 'f.type = @type');
    let order = page.order;
    if (ps.sort) {
      const dir = ps.sort.startsWith('+') ? 'DESC' : 'ASC';
      order = `f.${ps.sort.slice(1)} ${dir}, f.id DESC`;
    }
    const rows = all<DriveFileRow>(
      ctx.inst.db,
      `SELECT f.* FROM drive_files f WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT @limit`,
      {
        ...page.params,
        me: me.id,
        folderId: ps.folderId ?? null,
        type: ps.type ?? null,
        typePrefix: ps.type ? ps.type.replace(/\*$/, '%') : null,
      },
    );
    return rows.map((r) => packDriveFile(ctx.pc, r, { detail: false }));
  },
);

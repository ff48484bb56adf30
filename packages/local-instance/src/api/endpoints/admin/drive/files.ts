import { defineEndpoint } from '../../../endpoint.ts';
import { id, limitParam } from '../../../schema.ts';
import type { DriveFileRow } from '../../../../db/rows.ts';
import { packDriveFile } from '../../../../packing/drive-file.ts';
import { pagedRows } from '../../../shared/paging.ts';

/**
 * admin/drive/files: every drive file of the server, newest first, by owner and type (`image/*`
 * for a family). All files here are local: asking for remote ones or another host finds none.
 */
export default defineEndpoint(
  'admin/drive/files',
  {
    requireCredential: true,
    kind: 'read:admin:drive',
    requireModerator: true,
    params: {
      type: 'object',
      properties: {
        limit: limitParam(100, 10),
        sinceId: id(),
        untilId: id(),
        sinceDate: { type: 'integer' },
        untilDate: { type: 'integer' },
        userId: id({ nullable: true }),
        type: { type: 'string', nullable: true, pattern: /^[a-zA-Z0-9/\-*]+$/ },
        origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' },
        hostname: { type: 'string', nullable: true },
      },
    },
  },
  (ps, _me, ctx) => {
    if (ps.origin === 'remote' || (ps.hostname ?? null) !== null) return [];
    const where: string[] = [];
    const params: Record<string, unknown> = {};
    if (ps.userId) {
      where.push('f.userId = @userId');
      params.userId = ps.userId;
    }
    if (ps.type) {
      // a trailing * is a family (image/*); the pattern above lets no LIKE wildcard in
      const family = ps.type.endsWith('/*');
      where.push(family ? 'f.type LIKE @type' : 'f.type = @type');
      params.type = family ? `${ps.type.slice(0, -1)}%` : ps.type;
    }
    const rows = pagedRows<DriveFileRow>(ctx.inst.db, ps, {
      table: 'drive_files',
      alias: 'f',
      where,
      params,
    });
    return rows.map((f) => packDriveFile(ctx.pc, f, { withUser: true }));
  },
);

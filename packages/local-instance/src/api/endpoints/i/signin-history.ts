import { dateOfId } from '../../../db/ids.ts';
import { all } from '../../../db/statement.ts';
import { pageSql } from '../../../services/timelines.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';

interface SigninRow {
  id: string;
  ip: string;
  headers: string;
  success: number;
}

export default defineEndpoint(
  'i/signin-history',
  {
    requireCredential: true,
    secure: true,
    params: { type: 'object', properties: paginationProps },
  },
  (ps, me, ctx) => {
    const page = pageSql(ps, 's');
    const rows = all<SigninRow>(
      ctx.inst.db,
      `SELECT s.* FROM signins s WHERE ${['s.userId = @me', ...page.where].join(' AND ')}
       ORDER BY ${page.order} LIMIT @limit`,
      { ...page.params, me: me.id },
    );
    return rows.map((r) => ({
      id: r.id,
      createdAt: new Date(dateOfId(r.id)).toISOString(),
      ip: r.ip,
      headers: JSON.parse(r.headers) as Record<string, never>,
      success: r.success === 1,
    }));
  },
);

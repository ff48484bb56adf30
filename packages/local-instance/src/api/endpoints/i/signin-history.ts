import { dateOfId } from '../../../db/ids.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import { pagedRows } from '../../shared/paging.ts';

interface SigninRow {
  id: string;
  ip: string;
  headers: string;
  success: number;
}

export default defineEndpoint(
  'i/signin-history',
  { requireCredential: true, secure: true, params: { type: 'object', properties: paginationProps } },
  (ps, me, ctx) => {
    const rows = pagedRows<SigninRow>(ctx.inst.db, ps, {
      table: 'signins',
      alias: 's',
      where: ['s.userId = @me'],
      params: { me: me.id },
    });
    return rows.map((r) => ({
      id: r.id,
      createdAt: new Date(dateOfId(r.id)).toISOString(),
      ip: r.ip,
      headers: JSON.parse(r.headers) as Record<string, never>,
      success: r.success === 1,
    }));
  },
);

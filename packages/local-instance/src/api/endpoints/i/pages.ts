import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import { userPagesPage } from '../../shared/pages.ts';

export default defineEndpoint(
  'i/pages',
  {
    requireCredential: true,
    kind: 'read:pages',
    params: { type: 'object', properties: { ...paginationProps } },
  },
  (ps, me, ctx) => userPagesPage(ctx.pc, ps, me.id),
);

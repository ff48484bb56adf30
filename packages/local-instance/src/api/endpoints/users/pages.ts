import { defineEndpoint } from '../../endpoint.ts';
import { id, paginationProps } from '../../schema.ts';
import { userPagesPage } from '../../shared/pages.ts';

export default defineEndpoint(
  'users/pages',
  {
    requireCredential: false,
    params: { type: 'object', properties: { userId: id(), ...paginationProps }, required: ['userId'] },
  },
  (ps, _me, ctx) => userPagesPage(ctx.pc, ps, ps.userId),
);

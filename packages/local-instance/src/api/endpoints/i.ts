import { defineEndpoint } from '../endpoint.ts';
import { packMe } from '../../packing/user.ts';

export default defineEndpoint(
  'i',
  { requireCredential: true, params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => packMe(ctx.pc, me),
);

import { defineEndpoint } from '../endpoint.ts';
import { packMe } from '../../packing/user.ts';
import { recordLoginDay } from '../../services/logged-in-days.ts';

export default defineEndpoint(
  'i',
  { requireCredential: true, kind: 'read:account', params: { type: 'object', properties: {} } },
  // today counts as a day the user used a client (MeDetailed.loggedInDays), as on Misskey
  (_ps, me, ctx) => packMe(ctx.pc, recordLoginDay(ctx.inst.db, me)),
);

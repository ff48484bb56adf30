import { defineEndpoint } from '../../endpoint.ts';
import { packFlash } from '../../../packing/flash.ts';
import { existingFlash, flashParam } from '../../shared/flash.ts';

/** Any Play by its id: a private one is only left out of lists, as in Misskey. */
export default defineEndpoint(
  'flash/show',
  { requireCredential: false, params: flashParam },
  (ps, _me, ctx) =>
    packFlash(ctx.pc, existingFlash(ctx.inst, ps.flashId, 'f0d34a1a-d29a-401d-90ba-1982122b5630')),
);

import { defineEndpoint } from '../../../endpoint.ts';
import { countDraftsOf } from '../../../../services/note-drafts.ts';

/** How many drafts the caller keeps (scheduled ones included). */
export default defineEndpoint(
  'notes/drafts/count',
  {
    requireCredential: true,
    kind: 'read:account',
    prohibitMoved: true,
    params: { type: 'object', properties: {} },
  },
  (_ps, me, ctx) => countDraftsOf(ctx.inst, me.id),
);

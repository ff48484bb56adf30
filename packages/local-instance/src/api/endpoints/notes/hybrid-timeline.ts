import { defineEndpoint } from '../../endpoint.ts';
import { hybridTimeline } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';
import { withoutHardMuted } from '../../../services/word-mute.ts';
import { type ApiErrorSpec } from '../../errors.ts';
import { requirePolicy, homeParams } from '../../shared/timelines.ts';

const STL_DISABLED: ApiErrorSpec = {
  message: 'Hybrid timeline has been disabled.',
  code: 'STL_DISABLED',
  id: '620763f4-f621-4533-ab33-0577a1a3c342',
};

export default defineEndpoint(
  'notes/hybrid-timeline',
  {
    requireCredential: true,
    kind: 'read:account',
    params: {
      ...homeParams,
      properties: { ...homeParams.properties, withReplies: { type: 'boolean', default: false } },
    },
  },
  (ps, me, ctx) => {
    requirePolicy(ctx, me, 'ltlAvailable', STL_DISABLED);
    return packNotes(ctx.pc, withoutHardMuted(ctx.inst.db, me, hybridTimeline(ctx.inst.db, me, ps)));
  },
);

import { defineEndpoint } from '../../endpoint.ts';
import { globalTimeline } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';
import { withoutHardMuted } from '../../../services/word-mute.ts';
import { type ApiErrorSpec } from '../../errors.ts';
import { requirePolicy, timelineProps } from '../../shared/timelines.ts';

const GTL_DISABLED: ApiErrorSpec = {
  message: 'Global timeline has been disabled.',
  code: 'GTL_DISABLED',
  id: '0332fc13-6ab2-4427-ae80-a9fadffd1a6b',
};

export default defineEndpoint(
  'notes/global-timeline',
  { requireCredential: false, params: { type: 'object', properties: { ...timelineProps } } },
  (ps, me, ctx) => {
    requirePolicy(ctx, me, 'gtlAvailable', GTL_DISABLED);
    return packNotes(ctx.pc, withoutHardMuted(ctx.inst.db, me, globalTimeline(ctx.inst.db, me, ps)));
  },
);

import { defineEndpoint } from '../../endpoint.ts';
import { localTimeline } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';
import { withoutHardMuted } from '../../../services/word-mute.ts';
import { type ApiErrorSpec } from '../../errors.ts';
import { requirePolicy, timelineProps } from '../../shared/timelines.ts';

// Misskey's answers when a role policy turns a timeline off (same code and id as the server).
const LTL_DISABLED: ApiErrorSpec = {
  message: 'Local timeline has been disabled.',
  code: 'LTL_DISABLED',
  id: '45a6eb02-7695-4393-b023-dd3be9aaaefd',
};

export default defineEndpoint(
  'notes/local-timeline',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { ...timelineProps, withReplies: { type: 'boolean', default: false } },
    },
  },
  (ps, me, ctx) => {
    requirePolicy(ctx, me, 'ltlAvailable', LTL_DISABLED);
    return packNotes(ctx.pc, withoutHardMuted(ctx.inst.db, me, localTimeline(ctx.inst.db, me, ps)));
  },
);

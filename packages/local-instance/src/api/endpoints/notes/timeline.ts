import { defineEndpoint } from '../../endpoint.ts';
import { homeTimeline } from '../../../services/timelines.ts';
import { packNotes } from '../../../packing/note.ts';
import { withoutHardMuted } from '../../../services/word-mute.ts';
import { homeParams } from '../../shared/timelines.ts';

export default defineEndpoint(
  'notes/timeline',
  { requireCredential: true, kind: 'read:account', params: homeParams },
  (ps, me, ctx) => packNotes(ctx.pc, withoutHardMuted(ctx.inst.db, me, homeTimeline(ctx.inst.db, me, ps))),
);

import { defineEndpoint } from '../../endpoint.ts';
import { packClip } from '../../../packing/clip.ts';
import { visibleClip, clipParam } from '../../shared/clips.ts';

export default defineEndpoint(
  'clips/show',
  { requireCredential: false, kind: 'read:account', params: clipParam },
  (ps, me, ctx) =>
    packClip(ctx.pc, visibleClip(ctx.inst, ps.clipId, me, 'c3c5fe33-d62c-44d2-9ea5-d997703f5c20')),
);

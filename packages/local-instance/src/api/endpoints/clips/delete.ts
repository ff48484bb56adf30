import { defineEndpoint } from '../../endpoint.ts';
import { run } from '../../../db/statement.ts';
import { ownClip, clipParam } from '../../shared/clips.ts';

export default defineEndpoint(
  'clips/delete',
  { requireCredential: true, kind: 'write:account', params: clipParam },
  (ps, me, ctx) => {
    const clip = ownClip(ctx.inst, ps.clipId, me, '70ca08ba-6865-4630-b6fb-8494759aa754');
    run(ctx.inst.db, 'DELETE FROM clips WHERE id = ?', clip.id);
  },
);

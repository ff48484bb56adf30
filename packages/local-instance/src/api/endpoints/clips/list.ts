import { defineEndpoint } from '../../endpoint.ts';
import { paginationProps } from '../../schema.ts';
import { packClip } from '../../../packing/clip.ts';
import { clipPage } from '../../shared/clips.ts';

export default defineEndpoint(
  'clips/list',
  {
    requireCredential: true,
    kind: 'read:account',
    params: { type: 'object', properties: { ...paginationProps } },
  },
  (ps, me, ctx) => clipPage(ctx.inst, 'c.userId = @me', ps, { me: me.id }).map((c) => packClip(ctx.pc, c)),
);

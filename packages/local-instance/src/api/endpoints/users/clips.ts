import { defineEndpoint } from '../../endpoint.ts';
import { id, paginationProps } from '../../schema.ts';
import { packClip } from '../../../packing/clip.ts';
import { clipPage } from '../../shared/clips.ts';

export default defineEndpoint(
  'users/clips',
  {
    requireCredential: false,
    params: { type: 'object', properties: { userId: id(), ...paginationProps }, required: ['userId'] },
  },
  (ps, _me, ctx) =>
    clipPage(ctx.inst, 'c.userId = @userId AND c.isPublic = 1', ps, { userId: ps.userId }).map((c) =>
      packClip(ctx.pc, c),
    ),
);

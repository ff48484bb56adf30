import { defineEndpoint } from '../../endpoint.ts';
import { existingFlash, flashParam } from '../../shared/flash.ts';
import { FLASH_LIKES, removeLike } from '../../shared/likes.ts';

export default defineEndpoint(
  'flash/unlike',
  { requireCredential: true, kind: 'write:flash-likes', prohibitMoved: true, params: flashParam },
  (ps, me, ctx) => {
    const flash = existingFlash(ctx.inst, ps.flashId, 'afe8424a-a69e-432d-a5f2-2f0740c62410');
    removeLike(ctx.inst.db, FLASH_LIKES, flash.id, me.id, {
      message: 'You have not liked that flash.',
      code: 'NOT_LIKED',
      id: '755f25a7-9871-4f65-9f34-51eaad9ae0ac',
    });
  },
);

import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { existingFlash, flashParam } from '../../shared/flash.ts';
import { addLike, FLASH_LIKES } from '../../shared/likes.ts';

export default defineEndpoint(
  'flash/like',
  { requireCredential: true, kind: 'write:flash-likes', prohibitMoved: true, params: flashParam },
  (ps, me, ctx) => {
    const flash = existingFlash(ctx.inst, ps.flashId, 'c07c1491-9161-4c5c-9d75-01906f911f73');
    if (flash.userId === me.id)
      throw new ApiError({
        message: 'You cannot like your flash.',
        code: 'YOUR_FLASH',
        id: '3fd8a0e7-5955-4ba9-85bb-bf3e0c30e13b',
      });
    addLike(ctx.inst.db, FLASH_LIKES, flash.id, me.id, {
      message: 'The flash has already been liked.',
      code: 'ALREADY_LIKED',
      id: '010065cf-ad43-40df-8067-abff9f4686e3',
    });
  },
);

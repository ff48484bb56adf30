import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { finishTotp } from '../../../../services/two-factor.ts';
import { publishMeUpdated } from '../../../shared/me-updated.ts';

/** i/2fa/done: a code from the new secret turns two-factor on and hands out the backup codes once. */
export default defineEndpoint(
  'i/2fa/done',
  {
    requireCredential: true,
    secure: true,
    params: { type: 'object', properties: { token: { type: 'string', maxLength: 64 } }, required: ['token'] },
  },
  (ps, me, ctx) => {
    const backupCodes = finishTotp(ctx.inst.db, me.id, ps.token);
    // Misskey answers both with a bare 500; here they are client errors that say what went wrong
    if (!backupCodes)
      throw new ApiError({
        message: 'The code does not match the new secret, or no setup was started.',
        code: 'TWO_FACTOR_NOT_VERIFIED',
        id: 'f3b94d1c-5d2e-4c53-9a1e-2f0c7d3b6e91',
      });
    publishMeUpdated(ctx, me.id);
    return { backupCodes };
  },
);

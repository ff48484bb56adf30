import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { securityKeysOf, setPasswordLessLogin } from '../../../../services/two-factor.ts';
import { publishMeUpdated } from '../../../shared/me-updated.ts';

/** i/2fa/password-less: whether a security key alone signs in (only with at least one key). */
export default defineEndpoint(
  'i/2fa/password-less',
  {
    requireCredential: true,
    secure: true,
    params: { type: 'object', properties: { value: { type: 'boolean' } }, required: ['value'] },
  },
  (ps, me, ctx) => {
    if (ps.value && securityKeysOf(ctx.inst.db, me.id).length === 0) {
      setPasswordLessLogin(ctx.inst.db, me.id, false);
      throw new ApiError({
        message: 'No security key.',
        code: 'NO_SECURITY_KEY',
        id: 'f9c54d7f-d4c2-4d3c-9a8g-a70daac86512',
      });
    }
    setPasswordLessLogin(ctx.inst.db, me.id, ps.value);
    publishMeUpdated(ctx, me.id);
  },
);

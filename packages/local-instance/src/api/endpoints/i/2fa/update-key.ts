import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { run } from '../../../../db/statement.ts';
import { securityKeysOf } from '../../../../services/two-factor.ts';
import { publishMeUpdated } from '../../../shared/me-updated.ts';

/** i/2fa/update-key: renames one of the user's keys. */
export default defineEndpoint(
  'i/2fa/update-key',
  {
    requireCredential: true,
    secure: true,
    params: {
      type: 'object',
      properties: { name: { type: 'string', minLength: 1, maxLength: 30 }, credentialId: { type: 'string' } },
      required: ['name', 'credentialId'],
    },
  },
  (ps, me, ctx) => {
    if (!securityKeysOf(ctx.inst.db, me.id).some((k) => k.id === ps.credentialId))
      throw new ApiError({
        message: 'No such key.',
        code: 'NO_SUCH_KEY',
        id: 'f9c5467f-d492-4d3c-9a8g-a70dacc86512',
      });
    run(
      ctx.inst.db,
      'UPDATE user_security_keys SET name = ? WHERE userId = ? AND id = ?',
      ps.name,
      me.id,
      ps.credentialId,
    );
    publishMeUpdated(ctx, me.id);
    return {};
  },
);

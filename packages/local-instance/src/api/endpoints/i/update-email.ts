import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { HOUR } from '../../rate-limit.ts';
import { packContext } from '../../../context.ts';
import { packMe, packUserDetailed } from '../../../packing/user.ts';
import { confirmIdentity } from '../../shared/two-factor.ts';
import { isEmailAvailable, setEmail } from '../../../services/user-emails.ts';
import { findUserById } from '../../../services/users.ts';

/** i/update-email: Misskey's checks (the password, and a code with two-factor on) and error ids; the new address is stored unverified. */
export default defineEndpoint(
  'i/update-email',
  {
    requireCredential: true,
    secure: true,
    limit: { duration: HOUR, max: 3 },
    params: {
      type: 'object',
      properties: {
        password: { type: 'string' },
        email: { type: 'string', nullable: true },
        token: { type: 'string', nullable: true },
      },
      required: ['password'],
    },
  },
  (ps, me, ctx) => {
    confirmIdentity(ctx, me, ps, 'e54c1d7e-e7d6-4103-86b6-0a95069b4ad3');
    const email = ps.email ?? null;
    if (email != null && !isEmailAvailable(ctx.inst.db, me.id, email))
      throw new ApiError({
        message: 'Unavailable email address.',
        code: 'UNAVAILABLE',
        id: 'a2defefb-f220-8849-0af6-17f816099323',
      });
    setEmail(ctx.inst.db, me.id, email);
    const updated = findUserById(ctx.inst.db, me.id)!;
    ctx.inst.events.emit('main', me.id, 'meUpdated', (origin: string) =>
      packUserDetailed(packContext(ctx.inst, origin, updated), updated),
    );
    return packMe(ctx.pc, updated);
  },
);

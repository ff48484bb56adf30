import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { findSubscription, setSendReadMessage } from '../../../services/push.ts';

export default defineEndpoint(
  'sw/update-registration',
  {
    requireCredential: true,
    secure: true,
    params: {
      type: 'object',
      properties: { endpoint: { type: 'string' }, sendReadMessage: { type: 'boolean' } },
      required: ['endpoint'],
    },
  },
  (ps, me, ctx) => {
    const row = findSubscription(ctx.inst, me.id, ps.endpoint);
    // Misskey's id starts with a space, and clients compare ids as given
    if (!row)
      throw new ApiError({
        message: 'No such registration.',
        code: 'NO_SUCH_REGISTRATION',
        id: ' b09d8066-8064-5613-efb6-0e963b21d012',
      });
    const sendReadMessage = ps.sendReadMessage ?? row.sendReadMessage === 1;
    setSendReadMessage(ctx.inst, row.id, sendReadMessage);
    return { userId: row.userId, endpoint: row.endpoint, sendReadMessage };
  },
);

import { defineEndpoint } from '../../endpoint.ts';
import { chartProps } from '../../schema.ts';

/**
 * charts/instance: another server's requests, notes, users, follows and files per day or hour. This
 * instance has met no other server, so every figure is zero, as Misskey answers for a host it has
 * no chart of.
 */
export default defineEndpoint(
  'charts/instance',
  {
    requireCredential: false,
    allowGet: true,
    params: {
      type: 'object',
      properties: {
        ...chartProps,
        host: { type: 'string', maxLength: 512 },
      },
      required: ['span', 'host'],
    },
  },
  (ps) => {
    const zeros = () => new Array<number>(ps.limit ?? 30).fill(0);
    const counts = () => ({ total: zeros(), inc: zeros(), dec: zeros() });
    return {
      requests: { failed: zeros(), succeeded: zeros(), received: zeros() },
      notes: {
        ...counts(),
        diffs: { normal: zeros(), reply: zeros(), renote: zeros(), withFile: zeros() },
      },
      users: counts(),
      following: counts(),
      followers: counts(),
      drive: {
        totalFiles: zeros(),
        incFiles: zeros(),
        decFiles: zeros(),
        incUsage: zeros(),
        decUsage: zeros(),
      },
    };
  },
);

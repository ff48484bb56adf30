import { defineEndpoint } from '../../endpoint.ts';
import { findUserByUsername, isPreservedUsername, USERNAME_PATTERN } from '../../../services/users.ts';

/** Misskey's check while a username is typed: free when no account has it and it is not preserved. */
export default defineEndpoint(
  'username/available',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { username: { type: 'string', pattern: USERNAME_PATTERN } },
      required: ['username'],
    },
  },
  (ps, _me, ctx) => ({
    available:
      !findUserByUsername(ctx.inst.db, ps.username) && !isPreservedUsername(ctx.inst.db, ps.username),
  }),
);

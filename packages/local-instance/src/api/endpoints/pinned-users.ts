import { defineEndpoint } from '../endpoint.ts';
import { instanceSettings } from '../../services/instance-settings.ts';
import { findUserByUsername } from '../../services/users.ts';
import { packUserDetailed } from '../../packing/user.ts';

/** pinned-users: the administrators' pinned users (`@name` or `name@host`), those that exist, in order. */
export default defineEndpoint(
  'pinned-users',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  (_ps, _me, ctx) => {
    const here = new URL(ctx.origin).host;
    return instanceSettings(ctx.inst.db).pinnedUsers.flatMap((acct) => {
      const [username = '', host = null] = acct.replace(/^@/, '').split('@');
      // no federation: a user of another server is never known here
      const user = host == null || host === here ? findUserByUsername(ctx.inst.db, username) : undefined;
      return user && !user.isSuspended ? [packUserDetailed(ctx.pc, user)] : [];
    });
  },
);

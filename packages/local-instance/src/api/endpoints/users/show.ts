import type { entities } from 'misskey-js';
import { defineEndpoint } from '../../endpoint.ts';
import { ApiError, INVALID_PARAM } from '../../errors.ts';
import { id } from '../../schema.ts';
import { findUserById, findUserByUsername } from '../../../services/users.ts';
import { packUserDetailed } from '../../../packing/user.ts';

const NO_SUCH_USER = {
  message: 'No such user.',
  code: 'NO_SUCH_USER',
  id: '4362f8dc-731f-4ad8-a694-be5a88922a24',
  httpStatusCode: 404,
};

const FAILED_TO_RESOLVE = {
  message: 'Failed to resolve remote user.',
  code: 'FAILED_TO_RESOLVE_REMOTE_USER',
  id: 'ef7b9be4-9cba-4e6f-ab41-90ed171c7d3c',
  kind: 'server' as const,
};

export default defineEndpoint(
  'users/show',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: {
        userId: id(),
        userIds: { type: 'array', uniqueItems: true, items: id() },
        username: { type: 'string' },
        host: { type: 'string', nullable: true },
      },
    },
  },
  (params, _me, ctx) => {
    const ps = params as { userId?: string; userIds?: string[]; username?: string; host?: string | null };
    const db = ctx.inst.db;
    if (ps.userIds) {
      const out: entities.UserDetailed[] = [];
      for (const uid of ps.userIds) {
        const u = findUserById(db, uid);
        if (u) out.push(packUserDetailed(ctx.pc, u));
      }
      return out;
    }
    if (ps.userId == null && ps.username == null) {
      // the path upstream 2026.7's validator reports (its schema is an allOf around the anyOf)
      throw new ApiError(INVALID_PARAM, {
        param: '#/allOf/0/anyOf/0/required',
        reason: "must have required property 'userId'",
      });
    }
    if (ps.userId == null && typeof ps.host === 'string' && ps.host !== new URL(ctx.origin).host) {
      // No federation: every other host is unreachable.
      throw new ApiError(FAILED_TO_RESOLVE);
    }
    const user =
      ps.userId != null ? findUserById(db, ps.userId) : findUserByUsername(db, ps.username!.trim());
    if (!user) throw new ApiError(NO_SUCH_USER);
    return packUserDetailed(ctx.pc, user);
  },
);

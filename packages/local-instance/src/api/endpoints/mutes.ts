// mute/*, renote-mute/* and blocking/*: same parameters, answers and error ids as Misskey.
import { defineEndpoint, type CallContext } from '../endpoint.ts';
import { ApiError, type ApiErrorSpec } from '../errors.ts';
import { id, limitParam, paginationProps } from '../schema.ts';
import { HOUR } from '../rate-limit.ts';
import { all } from '../../db/statement.ts';
import type { UserRow } from '../../db/rows.ts';
import { findUserById } from '../../services/users.ts';
import { pageSql, type Page } from '../../services/timelines.ts';
import {
  block,
  createMuting,
  createRenoteMuting,
  deleteMuting,
  deleteRenoteMuting,
  isBlocking,
  isMuting,
  isRenoteMuting,
  purgeExpiredMutes,
  unblock,
  type BlockingRow,
  type MutingRow,
  type RenoteMutingRow,
} from '../../services/mutes.ts';
import { getUser, packUserDetailed } from '../../packing/user.ts';
import type { entities } from 'misskey-js';

const userParam = { type: 'object' as const, properties: { userId: id() }, required: ['userId'] };
const listParams = {
  type: 'object' as const,
  properties: { ...paginationProps, limit: limitParam(100, 30) },
};

function err(message: string, code: string, errorId: string): ApiErrorSpec {
  return { message, code, id: errorId };
}

/** The other user of the request, after Misskey's "yourself" and "no such user" checks. */
function target(ctx: CallContext, me: UserRow, userId: string, self: ApiErrorSpec, none: ApiErrorSpec) {
  if (userId === me.id) throw new ApiError(self);
  const user = findUserById(ctx.inst.db, userId);
  if (!user) throw new ApiError(none);
  return user;
}

function packDetailedById(ctx: CallContext, userId: string): entities.UserDetailedNotMe {
  return packUserDetailed(ctx.pc, getUser(ctx.pc, userId)!) as entities.UserDetailedNotMe;
}

function pageOf<T>(ctx: CallContext, table: string, mine: string, me: UserRow, ps: Page): T[] {
  const page = pageSql(ps, 'x');
  return all<T>(
    ctx.inst.db,
    `SELECT x.* FROM ${table} x WHERE ${[`x.${mine} = @me`, ...page.where].join(' AND ')}
     ORDER BY ${page.order} LIMIT @limit`,
    { ...page.params, me: me.id },
  );
}

// ---- mute ----

export const muteCreate = defineEndpoint(
  'mute/create',
  {
    requireCredential: true,
    limit: { duration: HOUR, max: 20 },
    params: {
      type: 'object',
      properties: { userId: id(), expiresAt: { type: 'integer', nullable: true } },
      required: ['userId'],
    },
  },
  (ps, me, ctx) => {
    const mutee = target(
      ctx,
      me,
      ps.userId,
      err('Mutee is yourself.', 'MUTEE_IS_YOURSELF', 'a4619cb2-5f23-484b-9301-94c903074e10'),
      err('No such user.', 'NO_SUCH_USER', '6fef56f3-e765-4957-88e5-c6f65329b8a5'),
    );
    purgeExpiredMutes(ctx.inst.db);
    if (isMuting(ctx.inst.db, me.id, mutee.id))
      throw new ApiError(
        err('You are already muting that user.', 'ALREADY_MUTING', '7e7359cb-160c-4956-b08f-4d1c653cd007'),
      );
    // a time already past mutes nothing, as in Misskey
    if (ps.expiresAt != null && ps.expiresAt <= Date.now()) return;
    createMuting(ctx.inst.db, me.id, mutee.id, ps.expiresAt ?? null);
  },
);

export const muteDelete = defineEndpoint(
  'mute/delete',
  { requireCredential: true, params: userParam },
  (ps, me, ctx) => {
    const mutee = target(
      ctx,
      me,
      ps.userId,
      err('Mutee is yourself.', 'MUTEE_IS_YOURSELF', 'f428b029-6b39-4d48-a1d2-cc1ae6dd5cf9'),
      err('No such user.', 'NO_SUCH_USER', 'b851d00b-8ab1-4a56-8b1b-e24187cb48ef'),
    );
    if (!isMuting(ctx.inst.db, me.id, mutee.id))
      throw new ApiError(
        err('You are not muting that user.', 'NOT_MUTING', '5467d020-daa9-4553-81e1-135c0c35a96d'),
      );
    deleteMuting(ctx.inst.db, me.id, mutee.id);
  },
);

export const muteList = defineEndpoint(
  'mute/list',
  { requireCredential: true, params: listParams },
  (ps, me, ctx): entities.Muting[] => {
    purgeExpiredMutes(ctx.inst.db);
    return pageOf<MutingRow>(ctx, 'muting', 'muterId', me, ps).map((m) => ({
      id: m.id,
      createdAt: new Date(m.createdAt).toISOString(),
      expiresAt: m.expiresAt != null ? new Date(m.expiresAt).toISOString() : null,
      muteeId: m.muteeId,
      mutee: packDetailedById(ctx, m.muteeId),
    }));
  },
);

// ---- renote mute ----

export const renoteMuteCreate = defineEndpoint(
  'renote-mute/create',
  { requireCredential: true, limit: { duration: HOUR, max: 20 }, params: userParam },
  (ps, me, ctx) => {
    const mutee = target(
      ctx,
      me,
      ps.userId,
      err('Mutee is yourself.', 'MUTEE_IS_YOURSELF', '37285718-52f7-4aef-b7de-c38b8e8a8420'),
      err('No such user.', 'NO_SUCH_USER', '5e0a5dff-1e94-4202-87ae-4d9c89eb2271'),
    );
    if (isRenoteMuting(ctx.inst.db, me.id, mutee.id))
      throw new ApiError(
        err('You are already muting that user.', 'ALREADY_MUTING', 'ccfecbe4-1f1c-4fc2-8a3d-c3ffee61cb7b'),
      );
    createRenoteMuting(ctx.inst.db, me.id, mutee.id);
  },
);

export const renoteMuteDelete = defineEndpoint(
  'renote-mute/delete',
  { requireCredential: true, params: userParam },
  (ps, me, ctx) => {
    const mutee = target(
      ctx,
      me,
      ps.userId,
      err('Mutee is yourself.', 'MUTEE_IS_YOURSELF', '619b1314-0850-4597-a242-e245f3da42af'),
      err('No such user.', 'NO_SUCH_USER', '9b6728cf-638c-4aa1-bedb-e07d8101474d'),
    );
    if (!isRenoteMuting(ctx.inst.db, me.id, mutee.id))
      throw new ApiError(
        err('You are not muting that user.', 'NOT_MUTING', '2e4ef874-8bf0-4b4b-b069-4598f6d05817'),
      );
    deleteRenoteMuting(ctx.inst.db, me.id, mutee.id);
  },
);

export const renoteMuteList = defineEndpoint(
  'renote-mute/list',
  { requireCredential: true, params: listParams },
  (ps, me, ctx): entities.RenoteMuting[] =>
    pageOf<RenoteMutingRow>(ctx, 'renote_muting', 'muterId', me, ps).map((m) => ({
      id: m.id,
      createdAt: new Date(m.createdAt).toISOString(),
      muteeId: m.muteeId,
      mutee: packDetailedById(ctx, m.muteeId),
    })),
);

// ---- blocking ----

export const blockingCreate = defineEndpoint(
  'blocking/create',
  { requireCredential: true, limit: { duration: HOUR, max: 100 }, params: userParam },
  (ps, me, ctx) => {
    const blockee = target(
      ctx,
      me,
      ps.userId,
      err('Blockee is yourself.', 'BLOCKEE_IS_YOURSELF', '88b19138-f28d-42c0-8499-6a31bbd0fdc6'),
      err('No such user.', 'NO_SUCH_USER', '7cc4f851-e2f1-4621-9633-ec9e1d00c01e'),
    );
    if (isBlocking(ctx.inst.db, me.id, blockee.id))
      throw new ApiError(
        err(
          'You are already blocking that user.',
          'ALREADY_BLOCKING',
          '787fed64-acb9-464a-82eb-afbd745b9614',
        ),
      );
    block(ctx.inst, me, blockee);
    return packDetailedById(ctx, blockee.id);
  },
);

export const blockingDelete = defineEndpoint(
  'blocking/delete',
  { requireCredential: true, limit: { duration: HOUR, max: 100 }, params: userParam },
  (ps, me, ctx) => {
    const blockee = target(
      ctx,
      me,
      ps.userId,
      err('Blockee is yourself.', 'BLOCKEE_IS_YOURSELF', '06f6fac6-524b-473c-a354-e97a40ae6eac'),
      err('No such user.', 'NO_SUCH_USER', '8621d8bf-c358-4303-a066-5ea78610eb3f'),
    );
    if (!isBlocking(ctx.inst.db, me.id, blockee.id))
      throw new ApiError(
        err('You are not blocking that user.', 'NOT_BLOCKING', '291b2efa-60c6-45c0-9f6a-045c8f9b02cd'),
      );
    unblock(ctx.inst.db, me.id, blockee.id);
    return packDetailedById(ctx, blockee.id);
  },
);

export const blockingList = defineEndpoint(
  'blocking/list',
  { requireCredential: true, params: listParams },
  (ps, me, ctx): entities.Blocking[] =>
    pageOf<BlockingRow>(ctx, 'blocking', 'blockerId', me, ps).map((b) => ({
      id: b.id,
      createdAt: new Date(b.createdAt).toISOString(),
      blockeeId: b.blockeeId,
      blockee: packDetailedById(ctx, b.blockeeId),
    })),
);

// mute/*, renote-mute/* and blocking/*: same parameters, answers and error ids as Misskey.
import type { CallContext, EndpointDef, EndpointRules } from '../endpoint.ts';
import { ApiError, errorWithId, type ApiErrorSpec } from '../errors.ts';
import { limitParam, paginationProps, userIdParams } from '../schema.ts';
import {
  block,
  createMuting,
  createRenoteMuting,
  deleteMuting,
  deleteRenoteMuting,
  isBlocking,
  isMuting,
  isRenoteMuting,
  unblock,
} from '../../services/mutes.ts';
import { otherUser } from './lookups.ts';
import type { UserRow } from '../../db/rows.ts';
import type { Page } from '../../services/timelines.ts';
import { getUser, packUserDetailed } from '../../packing/user.ts';
import type { entities } from 'misskey-js';
import { pagedRows } from './paging.ts';

export const muteListParams = {
  type: 'object' as const,
  properties: { ...paginationProps, limit: limitParam(100, 30) },
};

export const muteeIsYourself = errorWithId('Mutee is yourself.', 'MUTEE_IS_YOURSELF');
export const alreadyMuting = errorWithId('You are already muting that user.', 'ALREADY_MUTING');
export const notMuting = errorWithId('You are not muting that user.', 'NOT_MUTING');
export const blockeeIsYourself = errorWithId('Blockee is yourself.', 'BLOCKEE_IS_YOURSELF');
export const alreadyBlocking = errorWithId('You are already blocking that user.', 'ALREADY_BLOCKING');
export const notBlocking = errorWithId('You are not blocking that user.', 'NOT_BLOCKING');

export function packDetailedById(ctx: CallContext, userId: string): entities.UserDetailedNotMe {
  return packUserDetailed(ctx.pc, getUser(ctx.pc, userId)!) as entities.UserDetailedNotMe;
}

export function myRowsPage<T>(ctx: CallContext, table: string, mine: string, me: UserRow, ps: Page): T[] {
  return pagedRows<T>(ctx.inst.db, ps, {
    table,
    alias: 'x',
    where: [`x.${mine} = @me`],
    params: { me: me.id },
  });
}

/** One of the user-to-user relations a mute/block endpoint changes. */
interface Relation {
  holds: (ctx: CallContext, me: UserRow, other: UserRow) => boolean;
  add: (ctx: CallContext, me: UserRow, other: UserRow) => void;
  remove: (ctx: CallContext, me: UserRow, other: UserRow) => void;
  yourself: (id: string) => ApiErrorSpec;
  already: (id: string) => ApiErrorSpec;
  not: (id: string) => ApiErrorSpec;
  /** What create and delete answer (blocking answers the user; muting answers nothing). */
  answer?: (ctx: CallContext, other: UserRow) => unknown;
}

export const BLOCKING: Relation = {
  holds: (ctx, me, other) => isBlocking(ctx.inst.db, me.id, other.id),
  add: (ctx, me, other) => block(ctx.inst, me, other),
  remove: (ctx, me, other) => unblock(ctx.inst.db, me.id, other.id),
  yourself: blockeeIsYourself,
  already: alreadyBlocking,
  not: notBlocking,
  answer: (ctx, other) => packDetailedById(ctx, other.id),
};

export const MUTING: Relation = {
  holds: (ctx, me, other) => isMuting(ctx.inst.db, me.id, other.id),
  add: (ctx, me, other) => createMuting(ctx.inst.db, me.id, other.id, null),
  remove: (ctx, me, other) => deleteMuting(ctx.inst.db, me.id, other.id),
  yourself: muteeIsYourself,
  already: alreadyMuting,
  not: notMuting,
};

export const RENOTE_MUTING: Relation = {
  holds: (ctx, me, other) => isRenoteMuting(ctx.inst.db, me.id, other.id),
  add: (ctx, me, other) => createRenoteMuting(ctx.inst.db, me.id, other.id),
  remove: (ctx, me, other) => deleteRenoteMuting(ctx.inst.db, me.id, other.id),
  yourself: muteeIsYourself,
  already: alreadyMuting,
  not: notMuting,
};

/** Misskey's error ids of one endpoint: the user is yourself, no such user, already (or not) related. */
interface RelationErrorIds {
  yourself: string;
  noSuchUser: string;
  conflict: string;
}

/**
 * A `…/create` or `…/delete` endpoint of a relation (blocking, renote-mute, mute/delete): finds the
 * other user, refuses what is already so, changes the relation and answers as Misskey does.
 */
export function relationEndpoint(
  name: string,
  relation: Relation,
  change: 'create' | 'delete',
  ids: RelationErrorIds,
  rules: EndpointRules,
): EndpointDef {
  const handler = (ps: { userId: string }, me: UserRow, ctx: CallContext) => {
    const other = otherUser(ctx, me, ps.userId, {
      yourself: relation.yourself(ids.yourself),
      noSuchUserId: ids.noSuchUser,
    });
    const holds = relation.holds(ctx, me, other);
    if (change === 'create' && holds) throw new ApiError(relation.already(ids.conflict));
    if (change === 'delete' && !holds) throw new ApiError(relation.not(ids.conflict));
    if (change === 'create') relation.add(ctx, me, other);
    else relation.remove(ctx, me, other);
    return relation.answer?.(ctx, other);
  };
  return {
    name,
    meta: { ...rules, params: userIdParams },
    handler: handler as EndpointDef['handler'],
  };
}

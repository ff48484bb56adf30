// mute/*, renote-mute/* and blocking/*: same parameters, answers and error ids as Misskey.
import { type CallContext } from '../endpoint.ts';
import { errorWithId } from '../errors.ts';
import { limitParam, paginationProps } from '../schema.ts';
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

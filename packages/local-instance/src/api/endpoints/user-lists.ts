// users/lists/* and notes/user-list-timeline, with Misskey's parameters and error ids.
import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import type { ApiErrorSpec } from '../errors.ts';
import { id, paginationProps } from '../schema.ts';
import { HOUR } from '../rate-limit.ts';
import { DEFAULT_POLICIES } from '../../packing/policies.ts';
import { packNotes } from '../../packing/note.ts';
import { packUserLiteById } from '../../packing/user.ts';
import { findUserById } from '../../services/users.ts';
import { run } from '../../db/statement.ts';
import {
  addMember,
  createUserList,
  findMembership,
  findOwnUserList,
  findUserList,
  memberIdsOf,
  membershipsPage,
  packUserList,
  removeMember,
  userListsOf,
  userListTimeline,
} from '../../services/user-lists.ts';

const noSuchList = (errId: string): ApiErrorSpec => ({
  message: 'No such list.',
  code: 'NO_SUCH_LIST',
  id: errId,
});
const noSuchUser = (errId: string): ApiErrorSpec => ({
  message: 'No such user.',
  code: 'NO_SUCH_USER',
  id: errId,
});
const listName = { type: 'string' as const, minLength: 1, maxLength: 100 };
const listAndUser = {
  type: 'object' as const,
  properties: { listId: id(), userId: id() },
  required: ['listId', 'userId'],
};

export const usersListsCreate = defineEndpoint(
  'users/lists/create',
  {
    requireCredential: true,
    limit: { duration: HOUR, max: 100 },
    params: { type: 'object', properties: { name: listName }, required: ['name'] },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    if (userListsOf(db, me.id).length >= DEFAULT_POLICIES.userListLimit) {
      throw new ApiError({
        message: 'You cannot create user list any more.',
        code: 'TOO_MANY_USERLISTS',
        id: '0cf21a28-7715-4f39-a20d-777bfdb8d138',
      });
    }
    return packUserList(db, createUserList(db, me.id, ps.name));
  },
);

export const usersListsList = defineEndpoint(
  'users/lists/list',
  { requireCredential: false, params: { type: 'object', properties: { userId: id() } } },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    if (ps.userId != null && ps.userId !== me?.id) {
      if (!findUserById(db, ps.userId))
        throw new ApiError(noSuchUser('a8af4a82-0980-4cc4-a6af-8b0ffd54465e'));
      return userListsOf(db, ps.userId, true).map((l) => packUserList(db, l));
    }
    if (!me) {
      throw new ApiError({
        message: 'Credential required.',
        code: 'CREDENTIAL_REQUIRED',
        id: '1384574d-a912-4b81-8601-c7b1c4085df1',
        httpStatusCode: 401,
      });
    }
    return userListsOf(db, me.id).map((l) => packUserList(db, l));
  },
);

export const usersListsShow = defineEndpoint(
  'users/lists/show',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { listId: id(), forPublic: { type: 'boolean', default: false } },
      required: ['listId'],
    },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const list = findUserList(db, ps.listId);
    const mine = list != null && me != null && list.userId === me.id;
    if (!list || (!mine && !(ps.forPublic && list.isPublic))) {
      throw new ApiError(noSuchList('7bc05c21-1d7a-41ae-88f1-66820f4dc686'));
    }
    const packed = packUserList(db, list);
    return ps.forPublic ? { ...packed, likedCount: 0, isLiked: false } : packed;
  },
);

export const usersListsUpdate = defineEndpoint(
  'users/lists/update',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: { listId: id(), name: listName, isPublic: { type: 'boolean' } },
      required: ['listId'],
    },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const list = findOwnUserList(db, ps.listId, me.id);
    if (!list) throw new ApiError(noSuchList('796666fe-3dff-4d39-becb-8a5932c1d5b7'));
    if (ps.name !== undefined) list.name = ps.name;
    if (ps.isPublic !== undefined) list.isPublic = ps.isPublic ? 1 : 0;
    run(db, 'UPDATE user_lists SET name = ?, isPublic = ? WHERE id = ?', list.name, list.isPublic, list.id);
    return packUserList(db, list);
  },
);

export const usersListsDelete = defineEndpoint(
  'users/lists/delete',
  { requireCredential: true, params: { type: 'object', properties: { listId: id() }, required: ['listId'] } },
  (ps, me, ctx) => {
    const list = findOwnUserList(ctx.inst.db, ps.listId, me.id);
    if (!list) throw new ApiError(noSuchList('78436795-db79-42f5-b1e2-55ea2cf19166'));
    run(ctx.inst.db, 'DELETE FROM user_lists WHERE id = ?', list.id);
  },
);

export const usersListsPush = defineEndpoint(
  'users/lists/push',
  { requireCredential: true, limit: { duration: HOUR, max: 30 }, params: listAndUser },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const list = findOwnUserList(db, ps.listId, me.id);
    if (!list) throw new ApiError(noSuchList('2214501d-ac96-4049-b717-91e42272a711'));
    const user = findUserById(db, ps.userId);
    if (!user) throw new ApiError(noSuchUser('a89abd3d-f0bc-4cce-beb1-2f446f4f1e6a'));
    if (findMembership(db, list.id, user.id)) {
      throw new ApiError({
        message: 'That user has already been added to that list.',
        code: 'ALREADY_ADDED',
        id: '1de7c884-1595-49e9-857e-61f12f4d4fc5',
      });
    }
    if (memberIdsOf(db, list.id).length >= DEFAULT_POLICIES.userEachUserListsLimit) {
      throw new ApiError({
        message: 'You can not push users any more.',
        code: 'TOO_MANY_USERS',
        id: '2dd9752e-a338-413d-8eec-41814430989b',
      });
    }
    addMember(db, list.id, user.id);
  },
);

export const usersListsPull = defineEndpoint(
  'users/lists/pull',
  { requireCredential: true, params: listAndUser },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const list = findOwnUserList(db, ps.listId, me.id);
    if (!list) throw new ApiError(noSuchList('7f44670e-ab16-43b8-b4c1-ccd2ee89cc02'));
    if (!findUserById(db, ps.userId)) throw new ApiError(noSuchUser('588e7f72-c744-4a61-b180-d354e912bda2'));
    removeMember(db, list.id, ps.userId);
  },
);

export const notesUserListTimeline = defineEndpoint(
  'notes/user-list-timeline',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: {
        listId: id(),
        ...paginationProps,
        allowPartial: { type: 'boolean', default: false },
        includeMyRenotes: { type: 'boolean', default: true },
        includeRenotedMyNotes: { type: 'boolean', default: true },
        includeLocalRenotes: { type: 'boolean', default: true },
        withRenotes: { type: 'boolean', default: true },
        withFiles: { type: 'boolean', default: false },
      },
      required: ['listId'],
    },
  },
  (ps, me, ctx) => {
    const list = findOwnUserList(ctx.inst.db, ps.listId, me.id);
    if (!list) throw new ApiError(noSuchList('8fb1fbd5-e476-4c37-9fb0-43d55b63a2ff'));
    return packNotes(ctx.pc, userListTimeline(ctx.inst.db, me, list.id, ps));
  },
);

export const usersListsGetMemberships = defineEndpoint(
  'users/lists/get-memberships',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: {
        listId: id(),
        forPublic: { type: 'boolean', default: false },
        ...paginationProps,
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
      },
      required: ['listId'],
    },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const list = findUserList(db, ps.listId);
    const visible = list && (!ps.forPublic && me ? list.userId === me.id : list.isPublic === 1);
    if (!list || !visible) throw new ApiError(noSuchList('7bc05c21-1d7a-41ae-88f1-66820f4dc686'));
    return membershipsPage(db, list.id, ps).map((m) => ({
      id: m.id,
      createdAt: new Date(m.createdAt).toISOString(),
      userId: m.userId,
      user: packUserLiteById(ctx.pc, m.userId),
      withReplies: !!m.withReplies,
    }));
  },
);

export const usersListsUpdateMembership = defineEndpoint(
  'users/lists/update-membership',
  {
    requireCredential: true,
    params: { ...listAndUser, properties: { ...listAndUser.properties, withReplies: { type: 'boolean' } } },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const list = findOwnUserList(db, ps.listId, me.id);
    if (!list) throw new ApiError(noSuchList('7f44670e-ab16-43b8-b4c1-ccd2ee89cc02'));
    if (!findUserById(db, ps.userId)) throw new ApiError(noSuchUser('588e7f72-c744-4a61-b180-d354e912bda2'));
    if (ps.withReplies !== undefined) {
      run(
        db,
        'UPDATE user_list_members SET withReplies = ? WHERE userListId = ? AND userId = ?',
        ps.withReplies ? 1 : 0,
        list.id,
        ps.userId,
      );
    }
  },
);

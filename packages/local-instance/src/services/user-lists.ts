// User lists: a user's named sets of accounts, whose notes form the list timeline.
import type { entities } from 'misskey-js';
import type { Db } from '../db/open.ts';
import { genId } from '../db/ids.ts';
import type { NoteRow, UserRow } from '../db/rows.ts';
import { all, one, run } from '../db/statement.ts';
import type { NoteFilters, Page } from './timelines.ts';
import { notesWhere, pageSql } from './timelines.ts';

export interface UserListRow {
  id: string;
  createdAt: number;
  userId: string;
  name: string;
  isPublic: number;
}

export interface UserListMemberRow {
  id: string;
  createdAt: number;
  userListId: string;
  userId: string;
  withReplies: number;
}

export function findUserList(db: Db, id: string): UserListRow | undefined {
  return one<UserListRow>(db, 'SELECT * FROM user_lists WHERE id = ?', id);
}

/** The list when `userId` owns it. */
export function findOwnUserList(db: Db, id: string, userId: string): UserListRow | undefined {
  return one<UserListRow>(db, 'SELECT * FROM user_lists WHERE id = ? AND userId = ?', id, userId);
}

export function userListsOf(db: Db, userId: string, publicOnly = false): UserListRow[] {
  return all<UserListRow>(
    db,
    `SELECT * FROM user_lists WHERE userId = ?${publicOnly ? ' AND isPublic = 1' : ''} ORDER BY id`,
    userId,
  );
}

export function createUserList(db: Db, userId: string, name: string, createdAt = Date.now()): UserListRow {
  const row: UserListRow = { id: genId(createdAt), createdAt, userId, name, isPublic: 0 };
  run(
    db,
    'INSERT INTO user_lists (id, createdAt, userId, name, isPublic) VALUES (@id, @createdAt, @userId, @name, @isPublic)',
    row,
  );
  return row;
}

export function memberIdsOf(db: Db, listId: string): string[] {
  return all<{ userId: string }>(
    db,
    'SELECT userId FROM user_list_members WHERE userListId = ? ORDER BY id',
    listId,
  ).map((r) => r.userId);
}

export function membersOf(db: Db, listId: string): UserListMemberRow[] {
  return all<UserListMemberRow>(
    db,
    'SELECT * FROM user_list_members WHERE userListId = ? ORDER BY id',
    listId,
  );
}

/** Memberships of a list, paginated by membership id (newest first, as Misskey pages them). */
export function membershipsPage(db: Db, listId: string, p: Page): UserListMemberRow[] {
  const page = pageSql(p, 'm');
  const where = ['m.userListId = @listId', ...page.where];
  return all<UserListMemberRow>(
    db,
    `SELECT m.* FROM user_list_members m WHERE ${where.join(' AND ')} ORDER BY ${page.order} LIMIT @limit`,
    { ...page.params, listId },
  );
}

export function findMembership(db: Db, listId: string, userId: string): UserListMemberRow | undefined {
  return one<UserListMemberRow>(
    db,
    'SELECT * FROM user_list_members WHERE userListId = ? AND userId = ?',
    listId,
    userId,
  );
}

export function addMember(db: Db, listId: string, userId: string, createdAt = Date.now()): void {
  run(
    db,
    'INSERT OR IGNORE INTO user_list_members (id, createdAt, userListId, userId, withReplies) VALUES (?, ?, ?, ?, 0)',
    genId(createdAt),
    createdAt,
    listId,
    userId,
  );
}

export function removeMember(db: Db, listId: string, userId: string): void {
  run(db, 'DELETE FROM user_list_members WHERE userListId = ? AND userId = ?', listId, userId);
}

export function packUserList(db: Db, list: UserListRow, withUsers = true): entities.UserList {
  return {
    id: list.id,
    createdAt: new Date(list.createdAt).toISOString(),
    name: list.name,
    ...(withUsers ? { userIds: memberIdsOf(db, list.id) } : {}),
    isPublic: !!list.isPublic,
  };
}

/**
 * Notes of the list's members, as Misskey's list timeline: no channel notes, and replies to
 * someone else only from members whose membership has withReplies (or that involve the viewer).
 */
export function userListTimeline(db: Db, me: UserRow, listId: string, p: Page & NoteFilters): NoteRow[] {
  const conds = [
    'EXISTS (SELECT 1 FROM user_list_members m WHERE m.userListId = @listId AND m.userId = n.userId)',
    'n.channelId IS NULL',
    `(n.replyId IS NULL OR n.replyUserId = n.userId OR n.replyUserId = @me OR n.userId = @me
      OR EXISTS (SELECT 1 FROM user_list_members m WHERE m.userListId = @listId AND m.userId = n.userId AND m.withReplies = 1))`,
  ];
  if (p.withFiles) conds.push('n.hasFiles = 1');
  if (p.withRenotes === false) conds.push('n.isPureRenote = 0');
  return notesWhere(db, me, conds.join(' AND '), p, { listId });
}

/** Same selection as userListTimeline, for one new note (the userList stream channel). */
export function userListAccepts(
  db: Db,
  listId: string,
  note: NoteRow,
  me: UserRow,
  params: { withFiles?: boolean; withRenotes?: boolean },
): boolean {
  if (note.channelId != null) return false;
  const m = findMembership(db, listId, note.userId);
  if (!m) return false;
  if (params.withFiles && !note.hasFiles) return false;
  if (params.withRenotes === false && note.isPureRenote) return false;
  const replyOk =
    note.replyId == null ||
    note.replyUserId === note.userId ||
    note.replyUserId === me.id ||
    note.userId === me.id ||
    m.withReplies === 1;
  return replyOk;
}

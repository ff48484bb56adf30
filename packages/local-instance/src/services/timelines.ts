import type { Db } from '../db/open.ts';
import { idBoundForDate } from '../db/ids.ts';
import type { NoteRow, UserRow } from '../db/rows.ts';
import { all } from '../db/statement.ts';
import { visibilitySql } from './visibility.ts';
import { mutesSql } from './mutes.ts';
import { channelMutesSql } from './channel-mutes.ts';

export interface Page {
  limit?: number;
  sinceId?: string;
  untilId?: string;
  sinceDate?: number;
  untilDate?: number;
}

export interface NoteFilters {
  withFiles?: boolean;
  withRenotes?: boolean;
  withReplies?: boolean;
}

/**
 * Misskey's pagination: `untilId` (or nothing) gives the newest first; `sinceId` alone gives the
 * notes right after it, oldest first; both give the range, newest first.
 */
export function pageSql(
  p: Page,
  a = 'n',
  column = 'id',
): { where: string[]; order: string; params: Record<string, unknown> } {
  const sinceId = p.sinceId ?? (p.sinceDate != null ? idBoundForDate(p.sinceDate) : undefined);
  const untilId = p.untilId ?? (p.untilDate != null ? idBoundForDate(p.untilDate) : undefined);
  const where: string[] = [];
  const params: Record<string, unknown> = { limit: p.limit ?? 10 };
  if (sinceId != null) {
    where.push(`${a}.${column} > @sinceId`);
    params.sinceId = sinceId;
  }
  if (untilId != null) {
    where.push(`${a}.${column} < @untilId`);
    params.untilId = untilId;
  }
  const ascending = sinceId != null && untilId == null;
  return { where, order: `${a}.${column} ${ascending ? 'ASC' : 'DESC'}`, params };
}

/** Replies to someone else are left out unless they involve the viewer. */
function replySql(me: UserRow | null): string {
  return me
    ? '(n.replyId IS NULL OR n.replyUserId = n.userId OR n.replyUserId = @me OR n.userId = @me)'
    : '(n.replyId IS NULL OR n.replyUserId = n.userId)';
}

function filterSql(f: NoteFilters): string[] {
  const out: string[] = [];
  if (f.withFiles) out.push('n.hasFiles = 1');
  if (f.withRenotes === false) out.push('n.isPureRenote = 0');
  return out;
}

function run(
  db: Db,
  me: UserRow | null,
  conditions: string[],
  p: Page,
  extra: Record<string, unknown> = {},
): NoteRow[] {
  const page = pageSql(p);
  const where = [...conditions, visibilitySql(me), ...page.where];
  const sql = `SELECT n.* FROM notes n WHERE ${where.join(' AND ')} ORDER BY ${page.order} LIMIT @limit`;
  return all<NoteRow>(db, sql, { ...page.params, ...extra, me: me?.id ?? null });
}

const NO_CHANNEL = 'n.channelId IS NULL';

const HOME_SOURCES = `(n.userId = @me
  OR n.userId IN (SELECT followeeId FROM follows WHERE followerId = @me)
  OR (n.visibility = 'specified' AND EXISTS (SELECT 1 FROM json_each(n.visibleUserIds) j WHERE j.value = @me)))`;
/** Channel notes reach the home timeline only from followed channels. */
const HOME_ANY = `((${HOME_SOURCES} AND n.channelId IS NULL)
  OR n.channelId IN (SELECT channelId FROM channel_follows WHERE followerId = @me))`;

export function homeTimeline(db: Db, me: UserRow, p: Page & NoteFilters): NoteRow[] {
  return run(db, me, [HOME_ANY, replySql(me), ...filterSql(p), mutesSql(me), channelMutesSql(me)], p);
}

export function localTimeline(db: Db, me: UserRow | null, p: Page & NoteFilters): NoteRow[] {
  const conds = ["n.visibility = 'public'", NO_CHANNEL, ...filterSql(p), mutesSql(me), channelMutesSql(me)];
  if (!p.withReplies) conds.push(replySql(me));
  return run(db, me, conds, p);
}

export function hybridTimeline(db: Db, me: UserRow, p: Page & NoteFilters): NoteRow[] {
  const local = p.withReplies
    ? `(n.visibility = 'public' AND ${NO_CHANNEL})`
    : `(n.visibility = 'public' AND ${NO_CHANNEL} AND ${replySql(me)})`;
  const home = `(${HOME_ANY} AND ${replySql(me)})`;
  return run(db, me, [`(${home} OR ${local})`, ...filterSql(p), mutesSql(me), channelMutesSql(me)], p);
}

export function globalTimeline(db: Db, me: UserRow | null, p: Page & NoteFilters): NoteRow[] {
  const conds = ["n.visibility = 'public'", NO_CHANNEL, replySql(me), ...filterSql(p), mutesSql(me)];
  return run(db, me, [...conds, channelMutesSql(me)], p);
}

/**
 * A user's notes as Misskey's users/notes gives them: replies to others only with `withReplies`,
 * channel notes only with `withChannelNotes`, pure renotes unless `withRenotes` is false.
 */
export function userNotes(
  db: Db,
  me: UserRow | null,
  userId: string,
  p: Page & NoteFilters & { withChannelNotes?: boolean },
): NoteRow[] {
  const conds = ['n.userId = @userId', ...filterSql(p)];
  if (!p.withChannelNotes) conds.push(NO_CHANNEL);
  if (!p.withReplies) conds.push('(n.replyId IS NULL OR n.replyUserId = n.userId)');
  return run(db, me, conds, p, { userId });
}

/** Notes matching a condition, as the viewer may see them (visibility, mutes and blocks applied). */
export function notesWhere(
  db: Db,
  me: UserRow | null,
  condition: string,
  p: Page,
  extra: Record<string, unknown>,
): NoteRow[] {
  return run(db, me, [condition, mutesSql(me)], p, extra);
}

import type { Db } from '../db/open.ts';
import type { NoteRow, UserRow } from '../db/rows.ts';
import { parseJson } from '../db/statement.ts';
import { isFollowing } from './users.ts';

/** Whether `me` may see the content of a note (Misskey's rules for local notes). */
export function canSeeNote(db: Db, note: NoteRow, me: UserRow | null): boolean {
  if (note.visibility === 'public' || note.visibility === 'home') return true;
  if (me == null) return false;
  if (me.id === note.userId) return true;
  if (note.visibility === 'specified') {
    return parseJson<string[]>(note.visibleUserIds, []).includes(me.id);
  }
  // followers
  if (note.replyUserId === me.id) return true;
  if (parseJson<string[]>(note.mentions, []).includes(me.id)) return true;
  return isFollowing(db, me.id, note.userId);
}

/**
 * SQL condition for "the viewer may see note `a`". Uses the named parameter `@me` when a viewer is
 * given.
 */
export function visibilitySql(me: UserRow | null, a = 'n'): string {
  if (me == null) return `${a}.visibility IN ('public', 'home')`;
  return `(${a}.visibility IN ('public', 'home') OR ${a}.userId = @me
    OR (${a}.visibility = 'followers' AND (${a}.replyUserId = @me
      OR EXISTS (SELECT 1 FROM follows f WHERE f.followerId = @me AND f.followeeId = ${a}.userId)
      OR EXISTS (SELECT 1 FROM json_each(${a}.mentions) j WHERE j.value = @me)))
    OR (${a}.visibility = 'specified' AND EXISTS (SELECT 1 FROM json_each(${a}.visibleUserIds) j WHERE j.value = @me)))`;
}

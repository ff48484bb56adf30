// Antennas: stored rules, packing, and catching new notes as they are created.
import type { entities } from 'misskey-js';
import type { Instance } from '../context.ts';
import type { Db } from '../db/open.ts';
import type { NoteRow, UserRow } from '../db/rows.ts';
import { all, one, parseJson, run } from '../db/statement.ts';
import { antennaMatches, type AntennaRule, type AntennaSrc } from './antenna-match.ts';
import { findMembership } from './user-lists.ts';
import { findChannel } from './channels.ts';
import { isFollowing } from './users.ts';

export interface AntennaRow {
  id: string;
  createdAt: number;
  userId: string;
  name: string;
  src: AntennaSrc;
  userListId: string | null;
  keywords: string;
  excludeKeywords: string;
  users: string;
  caseSensitive: number;
  localOnly: number;
  excludeBots: number;
  withReplies: number;
  withFile: number;
  notify: number;
  excludeNotesInSensitiveChannel: number;
  isActive: number;
}

export function findOwnAntenna(db: Db, id: string, userId: string): AntennaRow | undefined {
  return one<AntennaRow>(db, 'SELECT * FROM antennas WHERE id = ? AND userId = ?', id, userId);
}

export function antennasOf(db: Db, userId: string): AntennaRow[] {
  return all<AntennaRow>(db, 'SELECT * FROM antennas WHERE userId = ? ORDER BY id', userId);
}

export function ruleOf(row: AntennaRow): AntennaRule {
  return {
    userId: row.userId,
    src: row.src,
    keywords: parseJson<string[][]>(row.keywords, []),
    excludeKeywords: parseJson<string[][]>(row.excludeKeywords, []),
    users: parseJson<string[]>(row.users, []),
    caseSensitive: !!row.caseSensitive,
    localOnly: !!row.localOnly,
    excludeBots: !!row.excludeBots,
    withReplies: !!row.withReplies,
    withFile: !!row.withFile,
    excludeNotesInSensitiveChannel: !!row.excludeNotesInSensitiveChannel,
  };
}

export function packAntenna(row: AntennaRow): entities.Antenna {
  const rule = ruleOf(row);
  return {
    id: row.id,
    createdAt: new Date(row.createdAt).toISOString(),
    name: row.name,
    keywords: rule.keywords,
    excludeKeywords: rule.excludeKeywords,
    src: row.src,
    userListId: row.userListId,
    users: rule.users,
    caseSensitive: rule.caseSensitive,
    localOnly: rule.localOnly,
    excludeBots: rule.excludeBots,
    withReplies: rule.withReplies,
    withFile: rule.withFile,
    isActive: !!row.isActive,
    // Current Misskey no longer tracks unread antenna notes; it always answers false.
    hasUnreadNote: false,
    notify: !!row.notify,
    excludeNotesInSensitiveChannel: rule.excludeNotesInSensitiveChannel,
  };
}

/** Adds a new note to every active antenna it matches; returns the ids of those antennas. */
export function catchNoteInAntennas(inst: Instance, note: NoteRow, author: UserRow): string[] {
  const db = inst.db;
  const antennas = all<AntennaRow>(db, 'SELECT * FROM antennas WHERE isActive = 1');
  if (antennas.length === 0) return [];
  const channel = note.channelId ? findChannel(db, note.channelId) : undefined;
  const hits: string[] = [];
  for (const a of antennas) {
    const ok = antennaMatches(
      ruleOf(a),
      {
        userId: note.userId,
        text: note.text,
        cw: note.cw,
        visibility: note.visibility,
        replyId: note.replyId,
        hasFiles: !!note.hasFiles,
        channelIsSensitive: !!channel?.isSensitive,
      },
      { id: author.id, username: author.username, host: null, isBot: !!author.isBot },
      {
        get ownerFollowsAuthor() {
          return isFollowing(db, a.userId, author.id);
        },
        get authorInList() {
          return a.userListId != null && findMembership(db, a.userListId, author.id) != null;
        },
      },
    );
    if (!ok) continue;
    run(db, 'INSERT OR IGNORE INTO antenna_notes (antennaId, noteId) VALUES (?, ?)', a.id, note.id);
    hits.push(a.id);
  }
  return hits;
}

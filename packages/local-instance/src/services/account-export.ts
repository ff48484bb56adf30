// Account data exports (i/export-*): like Misskey's queue jobs, they run after the API answer,
// store a file in the user's drive and notify the user with `exportCompleted`.
import { enqueue } from './job-queue.ts';
import type { Instance } from '../context.ts';
import type { UserRow } from '../db/rows.ts';
import { all, parseJson } from '../db/statement.ts';
import { addDriveFile } from './drive.ts';
import { createNotification } from './notifications.ts';
import { findUserById } from './users.ts';

export type ExportedEntity =
  'antenna' | 'blocking' | 'clip' | 'favorite' | 'following' | 'muting' | 'note' | 'userList';

/** `username` for local users, `username@host` for remote ones (the instance only has local users). */
export function acctOf(u: { username: string; host?: string | null }): string {
  return u.host ? `${u.username}@${u.host}` : u.username;
}

interface AcctRow {
  username: string;
  host?: string | null;
}

function csvLines(lines: string[]): string {
  return lines.length ? `${lines.join('\n')}\n` : '';
}

export interface FollowingExportOptions {
  excludeMuting?: boolean;
  excludeInactive?: boolean;
}

/** Following CSV: one acct per line. Inactive = not active for 90 days (as Misskey). */
export function followingCsv(inst: Instance, userId: string, o: FollowingExportOptions = {}): string {
  const since = Date.now() - 90 * 24 * 3600 * 1000;
  const rows = all<AcctRow & { id: string; lastActiveAt: number | null }>(
    inst.db,
    `SELECT u.id, u.username, u.lastActiveAt FROM follows f JOIN users u ON u.id = f.followeeId
     WHERE f.followerId = ? ORDER BY f.id`,
    userId,
  );
  const muted = new Set(
    all<{ muteeId: string }>(inst.db, 'SELECT muteeId FROM muting WHERE muterId = ?', userId).map(
      (r) => r.muteeId,
    ),
  );
  return csvLines(
    rows
      .filter((r) => !(o.excludeMuting && muted.has(r.id)))
      .filter((r) => !(o.excludeInactive && r.lastActiveAt != null && r.lastActiveAt < since))
      .map(acctOf),
  );
}

function pairCsv(inst: Instance, table: string, me: string, other: string, userId: string): string {
  const rows = all<AcctRow>(
    inst.db,
    `SELECT u.username FROM ${table} x JOIN users u ON u.id = x.${other} WHERE x.${me} = ? ORDER BY x.id`,
    userId,
  );
  return csvLines(rows.map(acctOf));
}

/** User lists CSV: `listname,acct` per member. */
export function userListsCsv(inst: Instance, userId: string): string {
  const rows = all<AcctRow & { name: string }>(
    inst.db,
    `SELECT l.name, u.username FROM user_lists l JOIN user_list_members m ON m.userListId = l.id
     JOIN users u ON u.id = m.userId WHERE l.userId = ? ORDER BY l.id, m.id`,
    userId,
  );
  return csvLines(rows.map((r) => `${r.name},${acctOf(r)}`));
}

interface NoteExportRow {
  id: string;
  createdAt: number;
  text: string | null;
  cw: string | null;
  visibility: string;
  visibleUserIds: string;
  fileIds: string;
  replyId: string | null;
  renoteId: string | null;
  localOnly: number;
  reactionAcceptance: string | null;
}

function noteJson(r: NoteExportRow) {
  return {
    id: r.id,
    createdAt: new Date(r.createdAt).toISOString(),
    text: r.text,
    cw: r.cw,
    visibility: r.visibility,
    visibleUserIds: parseJson<string[]>(r.visibleUserIds, []),
    fileIds: parseJson<string[]>(r.fileIds, []),
    replyId: r.replyId,
    renoteId: r.renoteId,
    localOnly: !!r.localOnly,
    reactionAcceptance: r.reactionAcceptance,
  };
}

const NOTE_COLS =
  'n.id, n.createdAt, n.text, n.cw, n.visibility, n.visibleUserIds, n.fileIds, n.replyId, n.renoteId, n.localOnly, n.reactionAcceptance';

function notesJson(inst: Instance, userId: string): string {
  const rows = all<NoteExportRow>(
    inst.db,
    `SELECT ${NOTE_COLS} FROM notes n WHERE n.userId = ? ORDER BY n.id`,
    userId,
  );
  return JSON.stringify(rows.map(noteJson));
}

function favoritesJson(inst: Instance, userId: string): string {
  const rows = all<NoteExportRow & { favId: string; favAt: number; username: string }>(
    inst.db,
    `SELECT f.id AS favId, f.createdAt AS favAt, u.username, ${NOTE_COLS} FROM note_favorites f
     JOIN notes n ON n.id = f.noteId JOIN users u ON u.id = n.userId WHERE f.userId = ? ORDER BY f.id`,
    userId,
  );
  return JSON.stringify(
    rows.map((r) => ({
      id: r.favId,
      createdAt: new Date(r.favAt).toISOString(),
      note: { ...noteJson(r), user: { username: r.username, host: null } },
    })),
  );
}

function clipsJson(inst: Instance, userId: string): string {
  const clips = all<{
    id: string;
    createdAt: number;
    lastClippedAt: number | null;
    name: string;
    description: string | null;
    isPublic: number;
  }>(inst.db, 'SELECT * FROM clips WHERE userId = ? ORDER BY id', userId);
  return JSON.stringify(
    clips.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      isPublic: !!c.isPublic,
      createdAt: new Date(c.createdAt).toISOString(),
      lastClippedAt: c.lastClippedAt != null ? new Date(c.lastClippedAt).toISOString() : null,
      clipNotes: all<NoteExportRow & { cnId: string }>(
        inst.db,
        `SELECT cn.id AS cnId, ${NOTE_COLS} FROM clip_notes cn JOIN notes n ON n.id = cn.noteId WHERE cn.clipId = ? ORDER BY cn.id`,
        c.id,
      ).map((r) => ({ id: r.cnId, note: noteJson(r) })),
    })),
  );
}

function antennasJson(inst: Instance, userId: string): string {
  const rows = all<Record<string, unknown> & { userListId: string | null }>(
    inst.db,
    'SELECT * FROM antennas WHERE userId = ? ORDER BY id',
    userId,
  );
  return JSON.stringify(
    rows.map((a) => ({
      name: a.name,
      src: a.src,
      keywords: parseJson(a.keywords as string, []),
      excludeKeywords: parseJson(a.excludeKeywords as string, []),
      users: parseJson(a.users as string, []),
      caseSensitive: !!a.caseSensitive,
      localOnly: !!a.localOnly,
      excludeBots: !!a.excludeBots,
      withReplies: !!a.withReplies,
      withFile: !!a.withFile,
      excludeNotesInSensitiveChannel: !!a.excludeNotesInSensitiveChannel,
      userListAccts: a.userListId
        ? all<AcctRow>(
            inst.db,
            'SELECT u.username FROM user_list_members m JOIN users u ON u.id = m.userId WHERE m.userListId = ?',
            a.userListId,
          ).map(acctOf)
        : null,
    })),
  );
}

/** Builds the export content and its file name parts. */
export function exportContent(
  inst: Instance,
  userId: string,
  entity: ExportedEntity,
  o: FollowingExportOptions = {},
): { data: string; ext: 'csv' | 'json'; type: string } {
  const csv = (data: string) => ({ data, ext: 'csv' as const, type: 'text/csv' });
  const json = (data: string) => ({ data, ext: 'json' as const, type: 'application/json' });
  switch (entity) {
    case 'following':
      return csv(followingCsv(inst, userId, o));
    case 'muting':
      return csv(pairCsv(inst, 'muting', 'muterId', 'muteeId', userId));
    case 'blocking':
      return csv(pairCsv(inst, 'blocking', 'blockerId', 'blockeeId', userId));
    case 'userList':
      return csv(userListsCsv(inst, userId));
    case 'note':
      return json(notesJson(inst, userId));
    case 'favorite':
      return json(favoritesJson(inst, userId));
    case 'clip':
      return json(clipsJson(inst, userId));
    case 'antenna':
      return json(antennasJson(inst, userId));
  }
}

const FILE_PREFIX: Record<ExportedEntity, string> = {
  antenna: 'antennas',
  blocking: 'blocking',
  clip: 'clips',
  favorite: 'favorites',
  following: 'following',
  muting: 'mute',
  note: 'notes',
  userList: 'user-lists',
};

function stamp(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}-${p(d.getHours())}-${p(d.getMinutes())}-${p(d.getSeconds())}`;
}

/** Runs an export now: drive file + `exportCompleted` notification. */
export async function runExport(
  inst: Instance,
  userId: string,
  entity: ExportedEntity,
  o: FollowingExportOptions = {},
): Promise<void> {
  const user: UserRow | undefined = findUserById(inst.db, userId);
  if (!user) return;
  const c = exportContent(inst, userId, entity, o);
  const file = await addDriveFile(inst, user, {
    data: Buffer.from(c.data, 'utf8'),
    name: `${FILE_PREFIX[entity]}-${stamp()}.${c.ext}`,
    mimetype: c.type,
  });
  createNotification(inst, {
    notifieeId: userId,
    type: 'exportCompleted',
    extra: { exportedEntity: entity, fileId: file.id },
  });
}

// the names Misskey gives these jobs in its db queue
const EXPORT_JOB: Record<ExportedEntity, string> = {
  antenna: 'exportAntennas',
  blocking: 'exportBlocking',
  clip: 'exportClips',
  favorite: 'exportFavorites',
  following: 'exportFollowing',
  muting: 'exportMuting',
  note: 'exportNotes',
  userList: 'exportUserLists',
};

/** Schedules an export after the current answer, as Misskey's job queue does. */
export function scheduleExport(
  inst: Instance,
  userId: string,
  entity: ExportedEntity,
  o: FollowingExportOptions = {},
): void {
  enqueue(inst, 'db', { name: EXPORT_JOB[entity], data: { user: { id: userId } } }, () =>
    runExport(inst, userId, entity, o),
  );
}

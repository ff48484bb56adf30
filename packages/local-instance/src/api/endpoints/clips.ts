// Clips: create, list, show, update, delete, add-note, remove-note, notes; notes/clips, users/clips.
import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import { HOUR } from '../rate-limit.ts';
import { id, limitParam, paginationProps } from '../schema.ts';
import { genId } from '../../db/ids.ts';
import type { NoteRow, UserRow } from '../../db/rows.ts';
import { all, one, run } from '../../db/statement.ts';
import { packClip, type ClipRow } from '../../packing/clip.ts';
import { policiesFor } from '../../packing/policies.ts';
import { packNotes } from '../../packing/note.ts';
import { findNoteById } from '../../services/note-create.ts';
import { pageSql } from '../../services/timelines.ts';
import { visibilitySql } from '../../services/visibility.ts';
import type { Instance } from '../../context.ts';

function noSuchClip(errorId: string): ApiError {
  return new ApiError({ message: 'No such clip.', code: 'NO_SUCH_CLIP', id: errorId });
}

function noSuchNote(errorId: string): ApiError {
  return new ApiError({ message: 'No such note.', code: 'NO_SUCH_NOTE', id: errorId });
}

function findClip(inst: Instance, clipId: string): ClipRow | undefined {
  return one<ClipRow>(inst.db, 'SELECT * FROM clips WHERE id = ?', clipId);
}

/** A clip its owner may change; anyone else's (or a missing one) is NO_SUCH_CLIP. */
function ownClip(inst: Instance, clipId: string, me: UserRow, errorId: string): ClipRow {
  const clip = findClip(inst, clipId);
  if (!clip || clip.userId !== me.id) throw noSuchClip(errorId);
  return clip;
}

/** A clip the viewer may look at: public ones, or their own. */
function visibleClip(inst: Instance, clipId: string, me: UserRow | null, errorId: string): ClipRow {
  const clip = findClip(inst, clipId);
  if (!clip || (!clip.isPublic && clip.userId !== me?.id)) throw noSuchClip(errorId);
  return clip;
}

function clipPage(
  inst: Instance,
  where: string,
  ps: { limit?: number; sinceId?: string; untilId?: string },
  params: Record<string, unknown>,
): ClipRow[] {
  const page = pageSql(ps, 'c');
  return all<ClipRow>(
    inst.db,
    `SELECT c.* FROM clips c WHERE ${[where, ...page.where].join(' AND ')} ORDER BY ${page.order} LIMIT @limit`,
    { ...page.params, ...params },
  );
}

const descriptionSchema = { type: 'string' as const, nullable: true, minLength: 1, maxLength: 2048 };
const nameSchema = { type: 'string' as const, minLength: 1, maxLength: 100 };

export const clipsCreate = defineEndpoint(
  'clips/create',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: {
        name: nameSchema,
        isPublic: { type: 'boolean', default: false },
        description: descriptionSchema,
      },
      required: ['name'],
    },
  },
  (ps, me, ctx) => {
    const owned = one<{ c: number }>(ctx.inst.db, 'SELECT COUNT(*) AS c FROM clips WHERE userId = ?', me.id);
    if ((owned?.c ?? 0) >= policiesFor(me, ctx.inst.options.maxUploadSize).clipLimit)
      throw new ApiError({
        message: 'You cannot create clip any more.',
        code: 'TOO_MANY_CLIPS',
        id: '920f7c2d-6208-4b76-8082-e632020f5883',
      });
    const now = Date.now();
    const clip: ClipRow = {
      id: genId(now),
      createdAt: now,
      lastClippedAt: null,
      userId: me.id,
      name: ps.name,
      description: ps.description ?? null,
      isPublic: ps.isPublic ? 1 : 0,
    };
    run(
      ctx.inst.db,
      `INSERT INTO clips (id, createdAt, lastClippedAt, userId, name, description, isPublic)
       VALUES (@id, @createdAt, @lastClippedAt, @userId, @name, @description, @isPublic)`,
      clip,
    );
    return packClip(ctx.pc, clip);
  },
);

export const clipsList = defineEndpoint(
  'clips/list',
  { requireCredential: true, params: { type: 'object', properties: { ...paginationProps } } },
  (ps, me, ctx) => clipPage(ctx.inst, 'c.userId = @me', ps, { me: me.id }).map((c) => packClip(ctx.pc, c)),
);

export const usersClips = defineEndpoint(
  'users/clips',
  {
    requireCredential: false,
    params: { type: 'object', properties: { userId: id(), ...paginationProps }, required: ['userId'] },
  },
  (ps, _me, ctx) =>
    clipPage(ctx.inst, 'c.userId = @userId AND c.isPublic = 1', ps, { userId: ps.userId }).map((c) =>
      packClip(ctx.pc, c),
    ),
);

const clipParam = {
  type: 'object' as const,
  properties: { clipId: id() },
  required: ['clipId'],
};

export const clipsShow = defineEndpoint(
  'clips/show',
  { requireCredential: false, params: clipParam },
  (ps, me, ctx) =>
    packClip(ctx.pc, visibleClip(ctx.inst, ps.clipId, me, 'c3c5fe33-d62c-44d2-9ea5-d997703f5c20')),
);

export const clipsUpdate = defineEndpoint(
  'clips/update',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: {
        clipId: id(),
        name: nameSchema,
        isPublic: { type: 'boolean' },
        description: descriptionSchema,
      },
      required: ['clipId'],
    },
  },
  (ps, me, ctx) => {
    const clip = ownClip(ctx.inst, ps.clipId, me, 'b4d92d70-b216-46fa-9a3f-a8c811699257');
    const next: ClipRow = {
      ...clip,
      name: ps.name ?? clip.name,
      isPublic: ps.isPublic === undefined ? clip.isPublic : ps.isPublic ? 1 : 0,
      description: ps.description === undefined ? clip.description : ps.description,
    };
    run(
      ctx.inst.db,
      'UPDATE clips SET name = @name, isPublic = @isPublic, description = @description WHERE id = @id',
      next,
    );
    return packClip(ctx.pc, next);
  },
);

export const clipsDelete = defineEndpoint(
  'clips/delete',
  { requireCredential: true, params: clipParam },
  (ps, me, ctx) => {
    const clip = ownClip(ctx.inst, ps.clipId, me, '70ca08ba-6865-4630-b6fb-8494759aa754');
    run(ctx.inst.db, 'DELETE FROM clips WHERE id = ?', clip.id);
  },
);

const clipNoteParam = {
  type: 'object' as const,
  properties: { clipId: id(), noteId: id() },
  required: ['clipId', 'noteId'],
};

export const clipsAddNote = defineEndpoint(
  'clips/add-note',
  { requireCredential: true, limit: { duration: HOUR, max: 20 }, params: clipNoteParam },
  (ps, me, ctx) => {
    const clip = ownClip(ctx.inst, ps.clipId, me, 'd6e76cc0-a1b5-4c7c-a287-73fa9c716dcf');
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note) throw noSuchNote('fc8c0b49-c7a3-4664-a0a6-b418d386bb8b');
    if (one(ctx.inst.db, 'SELECT 1 FROM clip_notes WHERE clipId = ? AND noteId = ?', clip.id, note.id))
      throw new ApiError({
        message: 'The note has already been clipped.',
        code: 'ALREADY_CLIPPED',
        id: '734806c4-542c-463a-9311-15c512803965',
      });
    const held = one<{ c: number }>(
      ctx.inst.db,
      'SELECT COUNT(*) AS c FROM clip_notes WHERE clipId = ?',
      clip.id,
    );
    if ((held?.c ?? 0) >= policiesFor(me, ctx.inst.options.maxUploadSize).noteEachClipsLimit)
      throw new ApiError({
        message: 'You cannot add notes to the clip any more.',
        code: 'TOO_MANY_CLIP_NOTES',
        id: 'f0dba960-ff73-4615-8df4-d6ac5d9dc118',
      });
    const now = Date.now();
    run(
      ctx.inst.db,
      'INSERT INTO clip_notes (id, clipId, noteId) VALUES (?, ?, ?)',
      genId(now),
      clip.id,
      note.id,
    );
    run(ctx.inst.db, 'UPDATE clips SET lastClippedAt = ? WHERE id = ?', now, clip.id);
  },
);

export const clipsRemoveNote = defineEndpoint(
  'clips/remove-note',
  { requireCredential: true, params: clipNoteParam },
  (ps, me, ctx) => {
    const clip = ownClip(ctx.inst, ps.clipId, me, 'b80525c6-97f7-49d7-a42d-ebccd49cfd52');
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note) throw noSuchNote('aff017de-190e-434b-893e-33a9ff5049d8');
    run(ctx.inst.db, 'DELETE FROM clip_notes WHERE clipId = ? AND noteId = ?', clip.id, note.id);
  },
);

/** The notes of a clip, paginated by note id (newest first) as Misskey does. */
export const clipsNotes = defineEndpoint(
  'clips/notes',
  {
    requireCredential: false,
    params: {
      type: 'object',
      properties: { clipId: id(), limit: limitParam(), sinceId: id(), untilId: id() },
      required: ['clipId'],
    },
  },
  (ps, me, ctx) => {
    const clip = visibleClip(ctx.inst, ps.clipId, me, '1d7645e6-2b6d-4635-b0fe-fe22b0e72e00');
    const page = pageSql(ps);
    const where = [
      'EXISTS (SELECT 1 FROM clip_notes cn WHERE cn.noteId = n.id AND cn.clipId = @clipId)',
      ...(me ? [visibilitySql(me)] : []),
      ...page.where,
    ];
    const rows = all<NoteRow>(
      ctx.inst.db,
      `SELECT n.* FROM notes n WHERE ${where.join(' AND ')} ORDER BY ${page.order} LIMIT @limit`,
      { ...page.params, clipId: clip.id, me: me?.id ?? null },
    );
    return packNotes(ctx.pc, rows);
  },
);

/** The public clips that hold a note. */
export const notesClips = defineEndpoint(
  'notes/clips',
  {
    requireCredential: false,
    params: { type: 'object', properties: { noteId: id() }, required: ['noteId'] },
  },
  (ps, _me, ctx) => {
    const note = findNoteById(ctx.inst, ps.noteId);
    if (!note) throw noSuchNote('47db1a1c-b0af-458d-8fb4-986e4efafe1e');
    return all<ClipRow>(
      ctx.inst.db,
      `SELECT c.* FROM clips c JOIN clip_notes cn ON cn.clipId = c.id
       WHERE cn.noteId = ? AND c.isPublic = 1 ORDER BY c.id DESC`,
      note.id,
    ).map((c) => packClip(ctx.pc, c));
  },
);

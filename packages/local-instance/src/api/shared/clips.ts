// Clips: create, list, show, update, delete, add-note, remove-note, notes; notes/clips, users/clips.
import { ApiError, errorWithId } from '../errors.ts';
import { id } from '../schema.ts';
import type { UserRow } from '../../db/rows.ts';
import { one } from '../../db/statement.ts';
import { type ClipRow } from '../../packing/clip.ts';
import type { Instance } from '../../context.ts';
import { pagedRows } from './paging.ts';

const noSuchClip = errorWithId('No such clip.', 'NO_SUCH_CLIP');

export function findClip(inst: Instance, clipId: string): ClipRow | undefined {
  return one<ClipRow>(inst.db, 'SELECT * FROM clips WHERE id = ?', clipId);
}

/** A clip its owner may change; anyone else's (or a missing one) is NO_SUCH_CLIP. */
export function ownClip(inst: Instance, clipId: string, me: UserRow, errorId: string): ClipRow {
  const clip = findClip(inst, clipId);
  if (!clip || clip.userId !== me.id) throw new ApiError(noSuchClip(errorId));
  return clip;
}

/** A clip the viewer may look at: public ones, or their own. */
export function visibleClip(inst: Instance, clipId: string, me: UserRow | null, errorId: string): ClipRow {
  const clip = findClip(inst, clipId);
  if (!clip || (!clip.isPublic && clip.userId !== me?.id)) throw new ApiError(noSuchClip(errorId));
  return clip;
}

export function clipPage(
  inst: Instance,
  where: string,
  ps: { limit?: number; sinceId?: string; untilId?: string },
  params: Record<string, unknown>,
): ClipRow[] {
  return pagedRows<ClipRow>(inst.db, ps, { table: 'clips', alias: 'c', where: [where], params });
}

export const descriptionSchema = { type: 'string' as const, nullable: true, minLength: 1, maxLength: 2048 };

export const nameSchema = { type: 'string' as const, minLength: 1, maxLength: 100 };

export const clipParam = {
  type: 'object' as const,
  properties: { clipId: id() },
  required: ['clipId'],
};

export const clipNoteParam = {
  type: 'object' as const,
  properties: { clipId: id(), noteId: id() },
  required: ['clipId', 'noteId'],
};

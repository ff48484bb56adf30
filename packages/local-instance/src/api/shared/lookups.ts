// The "find it or answer NO_SUCH_…" steps most endpoints begin with. Misskey gives every endpoint
// its own error id for the same error, so the caller passes its id.
import type { DriveFolderRow, NoteRow, UserRow } from '../../db/rows.ts';
import { findOwnFolder } from '../../services/drive-folders.ts';
import { findNoteById } from '../../services/note-create.ts';
import { findUserById } from '../../services/users.ts';
import { canSeeNote } from '../../services/visibility.ts';
import type { CallContext } from '../endpoint.ts';
import { ApiError, errorWithId, type ApiErrorSpec } from '../errors.ts';

export const noSuchNote = errorWithId('No such note.', 'NO_SUCH_NOTE');
export const noSuchUser = errorWithId('No such user.', 'NO_SUCH_USER');
export const noSuchFolder = errorWithId('No such folder.', 'NO_SUCH_FOLDER');

/** The note, or NO_SUCH_NOTE with the endpoint's error id. */
export function findNoteOrThrow(ctx: CallContext, noteId: string, errorId: string): NoteRow {
  const note = findNoteById(ctx.inst, noteId);
  if (!note) throw new ApiError(noSuchNote(errorId));
  return note;
}

/** The note if `me` may see it; a note hidden from `me` is answered as if it did not exist. */
export function findVisibleNoteOrThrow(
  ctx: CallContext,
  noteId: string,
  me: UserRow | null,
  errorId: string,
): NoteRow {
  const note = findNoteById(ctx.inst, noteId);
  if (!note || !canSeeNote(ctx.inst.db, note, me)) throw new ApiError(noSuchNote(errorId));
  return note;
}

/** One of `me`'s drive folders, or NO_SUCH_FOLDER with the endpoint's error id. */
export function ownFolderOrThrow(
  ctx: CallContext,
  me: UserRow,
  folderId: string,
  errorId: string,
): DriveFolderRow {
  const folder = findOwnFolder(ctx.inst, me.id, folderId);
  if (!folder) throw new ApiError(noSuchFolder(errorId));
  return folder;
}

/** The user, or NO_SUCH_USER with the endpoint's error id. */
export function findUserOrThrow(ctx: CallContext, userId: string, errorId: string): UserRow {
  const user = findUserById(ctx.inst.db, userId);
  if (!user) throw new ApiError(noSuchUser(errorId));
  return user;
}

/** The other user of the request, after Misskey's "yourself" and "no such user" checks. */
export function otherUser(
  ctx: CallContext,
  me: UserRow,
  userId: string,
  errors: { yourself: ApiErrorSpec; noSuchUserId: string },
): UserRow {
  if (userId === me.id) throw new ApiError(errors.yourself);
  return findUserOrThrow(ctx, userId, errors.noSuchUserId);
}

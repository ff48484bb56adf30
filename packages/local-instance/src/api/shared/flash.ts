// Play (flash): create, show, update, delete, like, unlike, featured, my, my-likes; users/flashs.
import { ApiError, errorWithId } from '../errors.ts';
import { id } from '../schema.ts';
import type { UserRow } from '../../db/rows.ts';
import { one } from '../../db/statement.ts';
import { ranksOfUser } from '../../services/roles.ts';
import type { Instance } from '../../context.ts';
import type { FlashRow } from '../../packing/flash.ts';

export const noSuchFlash = errorWithId('No such flash.', 'NO_SUCH_FLASH');
const accessDenied = errorWithId('Access denied.', 'ACCESS_DENIED');

/** A Play that exists, else NO_SUCH_FLASH with the endpoint's own error id. */
export function existingFlash(inst: Instance, flashId: string, errorId: string): FlashRow {
  const flash = one<FlashRow>(inst.db, 'SELECT * FROM flashes WHERE id = ?', flashId);
  if (!flash) throw new ApiError(noSuchFlash(errorId));
  return flash;
}

/** A Play its author changes (a moderator, here the admin, may delete any): someone else's is ACCESS_DENIED. */
export function ownFlash(
  inst: Instance,
  flashId: string,
  me: UserRow,
  ids: { missing: string; denied: string },
  moderatorToo = false,
): FlashRow {
  const flash = existingFlash(inst, flashId, ids.missing);
  if (flash.userId !== me.id && !(moderatorToo && ranksOfUser(inst.db, me).isModerator))
    throw new ApiError(accessDenied(ids.denied));
  return flash;
}

export const flashParam = {
  type: 'object' as const,
  properties: { flashId: id() },
  required: ['flashId'],
};

/** The fields create and update take (update: all optional). */
export const flashFields = {
  title: { type: 'string' as const, maxLength: 256 },
  summary: { type: 'string' as const, maxLength: 2048 },
  script: { type: 'string' as const, maxLength: 65536 },
  permissions: { type: 'array' as const, maxItems: 64, items: { type: 'string' as const, maxLength: 64 } },
  visibility: { type: 'string' as const, enum: ['public', 'private'] },
};

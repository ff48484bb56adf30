// channels/* with Misskey's parameters and error ids.
import type { CallContext } from '../endpoint.ts';
import { ApiError, errorWithId } from '../errors.ts';
import type { ObjectSchema } from '../schema.ts';
import { id } from '../schema.ts';
import type { NoteRow, UserRow } from '../../db/rows.ts';
import { packNote } from '../../packing/note.ts';
import type { PackContext } from '../../context.ts';
import type { ChannelRow } from '../../services/channels.ts';
import { findChannel, packChannel } from '../../services/channels.ts';
import { findDriveFile } from '../../services/drive.ts';
import { noSuchFile } from './drive-files.ts';

export const noSuchChannel = errorWithId('No such channel.', 'NO_SUCH_CHANNEL');

export const channelIdOnly: ObjectSchema = {
  type: 'object',
  properties: { channelId: id() },
  required: ['channelId'],
};

export const channelFields = {
  name: { type: 'string', minLength: 1, maxLength: 128 },
  description: { type: 'string', nullable: true, minLength: 1, maxLength: 2048 },
  bannerId: id({ nullable: true }),
  color: { type: 'string', minLength: 1, maxLength: 16 },
  isSensitive: { type: 'boolean', nullable: true },
  allowRenoteToExternal: { type: 'boolean', nullable: true },
} as const;

export const packChannelLite = (pc: PackContext, c: ChannelRow) => packChannel(pc, c);

export const packDetailed = (pc: PackContext, c: ChannelRow) =>
  packChannel(pc, c, { detailed: true, packNote: (n: NoteRow) => packNote(pc, n) });

export function findChannelOrThrow(
  ctx: { inst: { db: Parameters<typeof findChannel>[0] } },
  channelId: string,
  errId: string,
) {
  const c = findChannel(ctx.inst.db, channelId);
  if (!c) throw new ApiError(noSuchChannel(errId));
  return c;
}

/** A banner must be one of the caller's own drive files. */
export function checkBanner(
  ctx: CallContext,
  me: UserRow,
  bannerId: string | null | undefined,
  errorId: string,
) {
  if (bannerId == null) return;
  const file = findDriveFile(ctx.inst, bannerId);
  if (!file || file.userId !== me.id) throw new ApiError(noSuchFile(errorId));
}

import type { entities } from 'misskey-js';
import type { PackContext } from '../context.ts';
import type { NoteDraftRow } from '../db/rows.ts';
import { parseJson } from '../db/statement.ts';
import type { DraftPoll } from '../services/note-drafts.ts';
import { findChannel, packNoteChannel } from '../services/channels.ts';
import { canSeeNote } from '../services/visibility.ts';
import { packOwnDriveFileById } from './drive-file.ts';
import { findNote, packNote } from './note.ts';
import { getUser, packUserLite } from './user.ts';

function packPoll(poll: DraftPoll | null): entities.NoteDraft['poll'] {
  if (!poll) return null;
  return {
    choices: poll.choices,
    multiple: poll.multiple ?? false,
    ...(poll.expiresAt != null ? { expiresAt: new Date(poll.expiresAt).toISOString() } : {}),
    ...(poll.expiredAfter != null ? { expiredAfter: poll.expiredAfter } : {}),
  };
}

/** A draft as Misskey's NoteDraft: the reply, renote and channel only when it names them. */
export function packNoteDraft(pc: PackContext, d: NoteDraftRow): entities.NoteDraft {
  const user = getUser(pc, d.userId);
  if (!user) throw new Error(`author of draft ${d.id} not found`);
  const fileIds = parseJson<string[]>(d.fileIds, []);
  const files = fileIds.flatMap((id) => packOwnDriveFileById(pc, id, d.userId) ?? []);
  const seen = (id: string | null) => {
    const row = id ? findNote(pc, id) : undefined;
    return row && canSeeNote(pc.inst.db, row, pc.me) ? packNote(pc, row) : null;
  };
  const channel = d.channelId ? findChannel(pc.inst.db, d.channelId) : undefined;
  return {
    id: d.id,
    createdAt: new Date(d.createdAt).toISOString(),
    scheduledAt: d.scheduledAt,
    isActuallyScheduled: !!d.isActuallyScheduled,
    userId: d.userId,
    user: packUserLite(pc, user),
    text: d.text,
    cw: d.cw,
    visibility: d.visibility,
    localOnly: !!d.localOnly,
    reactionAcceptance: d.reactionAcceptance as entities.NoteDraft['reactionAcceptance'],
    visibleUserIds: parseJson<string[]>(d.visibleUserIds, []),
    hashtag: d.hashtag,
    fileIds,
    files,
    replyId: d.replyId,
    renoteId: d.renoteId,
    channelId: d.channelId,
    poll: packPoll(parseJson<DraftPoll | null>(d.poll, null)),
    ...(d.replyId ? { reply: seen(d.replyId) } : {}),
    ...(d.renoteId ? { renote: seen(d.renoteId) } : {}),
    ...(d.channelId ? { channel: channel ? packNoteChannel(channel) : null } : {}),
  };
}

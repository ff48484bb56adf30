import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id, paginationProps } from '../../../schema.ts';
import { pagedRows } from '../../../shared/paging.ts';
import { requireChat } from '../../../shared/chat.ts';
import { noSuchFile } from '../../../shared/chat-errors.ts';
import { findDriveFile } from '../../../../services/drive.ts';
import { ranksOfUser } from '../../../../services/roles.ts';
import type { ChatMessageRow } from '../../../../db/rows.ts';
import { packMessageDetailed } from '../../../../packing/chat.ts';

/** The chat messages that carry one of the caller's files (any file for a moderator), newest first. */
export default defineEndpoint(
  'drive/files/attached-chat-messages',
  {
    requireCredential: true,
    kind: 'read:drive',
    params: { type: 'object', properties: { ...paginationProps, fileId: id() }, required: ['fileId'] },
  },
  (ps, me, ctx) => {
    const isModerator = ranksOfUser(ctx.inst.db, me).isModerator;
    if (!isModerator) requireChat(ctx, me, 'read');
    const file = findDriveFile(ctx.inst, ps.fileId);
    if (!file || (!isModerator && file.userId !== me.id))
      throw new ApiError(noSuchFile('485ce26d-f5d2-4313-9783-e689d131eafb'));
    const rows = pagedRows<ChatMessageRow>(ctx.inst.db, ps, {
      table: 'chat_messages',
      alias: 'm',
      where: ['m.fileId = @file'],
      params: { file: file.id },
    });
    return rows.map((m) => packMessageDetailed(ctx.pc, m));
  },
);

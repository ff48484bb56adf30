import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError, INTERNAL_ERROR } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { run } from '../../../../db/statement.ts';
import { findDriveFile } from '../../../../services/drive.ts';
import { filePayload, findOwnFolder, publishDrive } from '../../../../services/drive-folders.ts';

/**
 * Moves several of the caller's files into one folder (or the root) in one call. Ids that do not
 * exist or name others' files are skipped; an unknown folder is upstream's unhandled lookup (500).
 */
export default defineEndpoint(
  'drive/files/move-bulk',
  {
    requireCredential: true,
    kind: 'write:drive',
    params: {
      type: 'object',
      properties: {
        fileIds: { type: 'array', items: id(), minItems: 1, maxItems: 100, uniqueItems: true },
        folderId: id({ nullable: true }),
      },
      required: ['fileIds'],
    },
  },
  (ps, me, ctx) => {
    const folderId = (ps.folderId as string | null | undefined) ?? null;
    if (folderId != null && !findOwnFolder(ctx.inst, me.id, folderId))
      throw new ApiError(INTERNAL_ERROR, {
        e: {
          message: `Could not find any entity of type "MiDriveFolder" matching: ${JSON.stringify({ id: folderId, userId: me.id }, null, 4)}`,
          code: 'EntityNotFoundError',
          id: crypto.randomUUID(),
        },
      });
    for (const fileId of ps.fileIds as string[]) {
      const file = findDriveFile(ctx.inst, fileId);
      if (!file || file.userId !== me.id) continue;
      file.folderId = folderId;
      run(ctx.inst.db, 'UPDATE drive_files SET folderId = ? WHERE id = ?', folderId, file.id);
      publishDrive(ctx.inst, me.id, 'fileUpdated', filePayload(ctx.inst, file));
    }
  },
);

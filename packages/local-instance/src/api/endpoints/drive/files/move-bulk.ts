import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { ownFolderOrThrow } from '../../../shared/lookups.ts';
import { run } from '../../../../db/statement.ts';
import { findDriveFile } from '../../../../services/drive.ts';
import { filePayload, publishDrive } from '../../../../services/drive-folders.ts';

/**
 * Moves several of the caller's files into one folder (or the root) in one call. Ids that do not
 * exist or name others' files are skipped. An unknown folder is NO_SUCH_FOLDER (400, with the id of
 * drive/files/update's), where upstream fails its lookup with a 500: hostile input gets a 4xx here.
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
    if (folderId != null) ownFolderOrThrow(ctx, me, folderId, 'ea8fb7a5-af77-4a08-b608-c0218176cd73');
    for (const fileId of ps.fileIds as string[]) {
      const file = findDriveFile(ctx.inst, fileId);
      if (!file || file.userId !== me.id) continue;
      file.folderId = folderId;
      run(ctx.inst.db, 'UPDATE drive_files SET folderId = ? WHERE id = ?', folderId, file.id);
      publishDrive(ctx.inst, me.id, 'fileUpdated', filePayload(ctx.inst, file));
    }
  },
);

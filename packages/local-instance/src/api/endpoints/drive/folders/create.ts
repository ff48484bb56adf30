import { defineEndpoint } from '../../../endpoint.ts';
import { ownFolderOrThrow } from '../../../shared/lookups.ts';
import { id } from '../../../schema.ts';
import { packDriveFolder } from '../../../../packing/drive-file.ts';
import { createFolder, folderPayload, publishDrive } from '../../../../services/drive-folders.ts';
import { HOUR } from '../../../rate-limit.ts';

/** drive/folders/create: a new folder at the root or inside one of the caller's folders. */
export default defineEndpoint(
  'drive/folders/create',
  {
    requireCredential: true,
    kind: 'write:drive',
    limit: { duration: HOUR, max: 10 },
    params: {
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 200, default: 'Untitled' },
        parentId: id({ nullable: true }),
      },
    },
  },
  (ps, me, ctx) => {
    if (ps.parentId) ownFolderOrThrow(ctx, me, ps.parentId, '53326628-a00d-40a6-a3cd-8975105c0f95');
    const folder = createFolder(ctx.inst, me.id, ps.name || 'Untitled', ps.parentId ?? null);
    publishDrive(ctx.inst, me.id, 'folderCreated', folderPayload(ctx.inst, folder));
    return packDriveFolder(ctx.pc, folder);
  },
);

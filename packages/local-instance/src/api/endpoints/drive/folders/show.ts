import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { ownFolderOrThrow } from '../../../shared/lookups.ts';
import { packDriveFolder } from '../../../../packing/drive-file.ts';

/** drive/folders/show: one of the caller's folders, with its counts and parent. */
export default defineEndpoint(
  'drive/folders/show',
  {
    requireCredential: true,
    kind: 'read:drive',
    params: { type: 'object', properties: { folderId: id() }, required: ['folderId'] },
  },
  (ps, me, ctx) => {
    const folder = ownFolderOrThrow(ctx, me, ps.folderId, 'd74ab9eb-bb09-4bba-bf24-fb58f761e1e9');
    return packDriveFolder(ctx.pc, folder, true);
  },
);

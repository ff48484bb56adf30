import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { deleteDriveFile, findDriveFile } from '../../../../services/drive.ts';
import { checkFileAccess } from '../../../shared/drive-files.ts';
import { publishDrive } from '../../../../services/drive-folders.ts';

export default defineEndpoint(
  'drive/files/delete',
  {
    requireCredential: true,
    kind: 'write:drive',
    params: { type: 'object', properties: { fileId: id() }, required: ['fileId'] },
  },
  (ps, me, ctx) => {
    const file = checkFileAccess(ctx.inst, findDriveFile(ctx.inst, ps.fileId), me, {
      noSuchFile: '908939ec-e52b-4458-b395-1025195cea58',
      accessDenied: '5eb8d909-2540-4970-90b8-dd6f86088121',
    });
    deleteDriveFile(ctx.inst, file);
    publishDrive(ctx.inst, file.userId ?? me.id, 'fileDeleted', file.id);
  },
);

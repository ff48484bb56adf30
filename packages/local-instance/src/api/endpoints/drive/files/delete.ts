import { defineEndpoint } from '../../../endpoint.ts';
import { ApiError } from '../../../errors.ts';
import { id } from '../../../schema.ts';
import { deleteDriveFile, findDriveFile } from '../../../../services/drive.ts';

export default defineEndpoint(
  'drive/files/delete',
  { requireCredential: true, params: { type: 'object', properties: { fileId: id() }, required: ['fileId'] } },
  (ps, me, ctx) => {
    const file = findDriveFile(ctx.inst, ps.fileId);
    if (!file)
      throw new ApiError({
        message: 'No such file.',
        code: 'NO_SUCH_FILE',
        id: '908939ec-e52b-4458-b395-1025195cea58',
      });
    if (file.userId !== me.id && !me.isAdmin)
      throw new ApiError({
        message: 'Access denied.',
        code: 'ACCESS_DENIED',
        id: '5eb8d909-2540-4970-90b8-dd6f86088121',
      });
    deleteDriveFile(ctx.inst, file);
  },
);

import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import { id, paginationProps } from '../schema.ts';
import { HOUR, MINUTE } from '../rate-limit.ts';
import type { DriveFileRow } from '../../db/rows.ts';
import { all, one, run } from '../../db/statement.ts';
import { addDriveFile, deleteDriveFile, findDriveFile } from '../../services/drive.ts';
import { pageSql } from '../../services/timelines.ts';
import { packDriveFile } from '../../packing/drive-file.ts';
import { effectivePolicies } from '../../packing/policies.ts';
import { userSettings } from '../../services/user-settings.ts';
import type { Instance } from '../../context.ts';

/** Bytes the user's drive files take. */
function driveUsage(inst: Instance, userId: string): number {
  return (
    one<{ s: number | null }>(inst.db, 'SELECT SUM(size) AS s FROM drive_files WHERE userId = ?', userId)
      ?.s ?? 0
  );
}

const INVALID_FILE_NAME = {
  message: 'Invalid file name.',
  code: 'INVALID_FILE_NAME',
  id: 'f449b209-0c60-4e51-84d5-29486263bfd4',
};

function validFileName(name: string): boolean {
  return (
    name.trim().length > 0 &&
    name.length <= 200 &&
    !name.includes('\\') &&
    !name.includes('/') &&
    !name.includes('..')
  );
}

export const driveFilesCreate = defineEndpoint(
  'drive/files/create',
  {
    requireCredential: true,
    requireFile: true,
    limit: { duration: HOUR, max: 120 },
    params: {
      type: 'object',
      properties: {
        folderId: id({ nullable: true }),
        name: { type: 'string', nullable: true },
        comment: { type: 'string', nullable: true, maxLength: 512 },
        isSensitive: { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
      },
    },
  },
  async (ps, me, ctx) => {
    const file = ctx.file!;
    let name: string | null = (ps.name ?? file.filename ?? '').trim();
    if (name === '' || name === 'blob') name = null;
    else if (!validFileName(name)) throw new ApiError(INVALID_FILE_NAME);
    if (
      ps.folderId != null &&
      !one(ctx.inst.db, 'SELECT 1 FROM drive_folders WHERE id = ? AND userId = ?', ps.folderId, me.id)
    ) {
      throw new ApiError({
        message: 'No such folder.',
        code: 'NO_SUCH_FOLDER',
        id: 'ea8fb7a5-af77-4a08-b608-c0218176cd73',
      });
    }
    const policies = effectivePolicies(ctx.inst, me);
    if (driveUsage(ctx.inst, me.id) + file.data.length > policies.driveCapacityMb * 1024 * 1024) {
      throw new ApiError({
        message: 'Cannot upload the file because you have no free space of drive.',
        code: 'NO_FREE_SPACE',
        id: 'd08dbc37-a6a9-463a-8c47-96c32ab5f064',
      });
    }
    const row = await addDriveFile(ctx.inst, me, {
      data: file.data,
      name,
      mimetype: file.mimetype,
      comment: ps.comment ?? null,
      // the uploader's "mark everything sensitive" (or a role that says so) wins over the request
      isSensitive: (ps.isSensitive ?? false) || userSettings(me).alwaysMarkNsfw || policies.alwaysMarkNsfw,
      folderId: ps.folderId ?? null,
    });
    return packDriveFile(ctx.pc, row, { detail: true });
  },
);

export const driveFiles = defineEndpoint(
  'drive/files',
  {
    requireCredential: true,
    params: {
      type: 'object',
      properties: {
        ...paginationProps,
        folderId: id({ nullable: true }),
        type: { type: 'string', nullable: true, pattern: /^[a-zA-Z/*-]+$/ },
        sort: {
          type: 'string',
          nullable: true,
          enum: ['+createdAt', '-createdAt', '+name', '-name', '+size', '-size'],
        },
      },
    },
  },
  (ps, me, ctx) => {
    const page = pageSql(ps, 'f');
    const where = [
      'f.userId = @me',
      ps.folderId ? 'f.folderId = @folderId' : 'f.folderId IS NULL',
      ...page.where,
    ];
    if (ps.type) where.push(ps.type.endsWith('/*') ? 'f.type LIKE @typePrefix' : 'f.type = @type');
    let order = page.order;
    if (ps.sort) {
      const dir = ps.sort.startsWith('+') ? 'DESC' : 'ASC';
      order = `f.${ps.sort.slice(1)} ${dir}, f.id DESC`;
    }
    const rows = all<DriveFileRow>(
      ctx.inst.db,
      `SELECT f.* FROM drive_files f WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT @limit`,
      {
        ...page.params,
        me: me.id,
        folderId: ps.folderId ?? null,
        type: ps.type ?? null,
        typePrefix: ps.type ? ps.type.replace(/\*$/, '%') : null,
      },
    );
    return rows.map((r) => packDriveFile(ctx.pc, r, { detail: false }));
  },
);

const NO_SUCH_FILE_SHOW = {
  message: 'No such file.',
  code: 'NO_SUCH_FILE',
  id: '067bc436-2718-4795-b0fb-ecbe43949e31',
};

export const driveFilesShow = defineEndpoint(
  'drive/files/show',
  {
    requireCredential: true,
    params: { type: 'object', properties: { fileId: id(), url: { type: 'string' } } },
  },
  (params, me, ctx) => {
    const ps = params as { fileId?: string; url?: string };
    let file: DriveFileRow | undefined;
    if (ps.fileId) file = findDriveFile(ctx.inst, ps.fileId);
    else if (ps.url) {
      const key = ps.url.split('/').pop() ?? '';
      file = one<DriveFileRow>(
        ctx.inst.db,
        'SELECT * FROM drive_files WHERE accessKey = ? OR thumbnailKey = ?',
        key,
        key,
      );
    } else {
      throw new ApiError({
        message: 'fileId or url required.',
        code: 'INVALID_PARAM',
        id: '89674805-722c-440c-8d88-5641830dc3e4',
      });
    }
    if (!file) throw new ApiError(NO_SUCH_FILE_SHOW);
    if (file.userId !== me.id && !me.isAdmin)
      throw new ApiError({
        message: 'Access denied.',
        code: 'ACCESS_DENIED',
        id: '25b73c73-68b1-41d0-bad1-381cfdf6579f',
      });
    return packDriveFile(ctx.pc, file, { detail: true, withUser: true });
  },
);

export const driveFilesUpdate = defineEndpoint(
  'drive/files/update',
  {
    requireCredential: true,
    limit: { duration: MINUTE, max: 100 },
    params: {
      type: 'object',
      properties: {
        fileId: id(),
        folderId: id({ nullable: true }),
        name: { type: 'string' },
        isSensitive: { type: 'boolean' },
        comment: { type: 'string', nullable: true, maxLength: 512 },
      },
      required: ['fileId'],
    },
  },
  (ps, me, ctx) => {
    const file = findDriveFile(ctx.inst, ps.fileId);
    if (!file)
      throw new ApiError({
        message: 'No such file.',
        code: 'NO_SUCH_FILE',
        id: 'e7778c7e-3af9-49cd-9690-6dbc3e6c972d',
      });
    if (file.userId !== me.id && !me.isAdmin)
      throw new ApiError({
        message: 'Access denied.',
        code: 'ACCESS_DENIED',
        id: '01a53b27-82fc-445b-a0c1-b558465a8ed2',
      });
    if (ps.name) {
      if (!validFileName(ps.name))
        throw new ApiError({ ...INVALID_FILE_NAME, id: '395e7156-f9f0-475e-af89-53c3c23080c2' });
      file.name = ps.name;
    }
    if (ps.comment !== undefined) file.comment = ps.comment;
    if (ps.isSensitive !== undefined) file.isSensitive = ps.isSensitive ? 1 : 0;
    if (ps.folderId !== undefined) {
      if (
        ps.folderId !== null &&
        !one(ctx.inst.db, 'SELECT 1 FROM drive_folders WHERE id = ? AND userId = ?', ps.folderId, me.id)
      ) {
        throw new ApiError({
          message: 'No such folder.',
          code: 'NO_SUCH_FOLDER',
          id: 'ea8fb7a5-af77-4a08-b608-c0218176cd73',
        });
      }
      file.folderId = ps.folderId;
    }
    run(
      ctx.inst.db,
      'UPDATE drive_files SET name = @name, comment = @comment, isSensitive = @isSensitive, folderId = @folderId WHERE id = @id',
      file,
    );
    return packDriveFile(ctx.pc, file, { detail: true });
  },
);

export const driveFilesDelete = defineEndpoint(
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

export const drive = defineEndpoint(
  'drive',
  { requireCredential: true, params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => {
    const usage = driveUsage(ctx.inst, me.id);
    return { capacity: effectivePolicies(ctx.inst, me).driveCapacityMb * 1024 * 1024, usage };
  },
);

// i/export-* and i/import-*: same parameters, limits and error ids as Misskey 2025.x.
// Exports answer 204 and build the file afterwards; imports check the file, answer 204, then apply it.
import { defineEndpoint, type CallContext, type EndpointDef, type EndpointName } from '../endpoint.ts';
import { ApiError, type ApiErrorSpec } from '../errors.ts';
import { id } from '../schema.ts';
import { HOUR } from '../rate-limit.ts';
import type { UserRow } from '../../db/rows.ts';
import { findDriveFile } from '../../services/drive.ts';
import { scheduleExport, type ExportedEntity } from '../../services/account-export.ts';
import {
  importAntennas,
  importBlocking,
  importFollowing,
  importMuting,
  importUserLists,
  parseAntennas,
} from '../../services/account-import.ts';
import { antennasOf } from '../../services/antennas.ts';
import { DEFAULT_POLICIES } from '../../packing/policies.ts';
import { findUserById } from '../../services/users.ts';
import { movedToOf, YOUR_ACCOUNT_MOVED } from '../../services/account-aliases.ts';

const DAY = 24 * HOUR;

function exporter(name: EndpointName, entity: ExportedEntity, duration = HOUR): EndpointDef {
  return defineEndpoint(
    name as 'i/export-blocking',
    {
      requireCredential: true,
      secure: true,
      limit: { duration, max: 1 },
      params: { type: 'object', properties: {} },
    },
    (_ps, me, ctx) => {
      scheduleExport(ctx.inst, me.id, entity);
    },
  );
}

export const iExportNotes = exporter('i/export-notes', 'note', DAY);
export const iExportFavorites = exporter('i/export-favorites', 'favorite', DAY);
export const iExportClips = exporter('i/export-clips', 'clip', DAY);
export const iExportMute = exporter('i/export-mute', 'muting');
export const iExportBlocking = exporter('i/export-blocking', 'blocking');
// Misskey lets user lists be exported once a minute
export const iExportUserLists = exporter('i/export-user-lists', 'userList', 60_000);
export const iExportAntennas = exporter('i/export-antennas', 'antenna');

export const iExportFollowing = defineEndpoint(
  'i/export-following',
  {
    requireCredential: true,
    secure: true,
    limit: { duration: HOUR, max: 1 },
    params: {
      type: 'object',
      properties: { excludeMuting: { type: 'boolean' }, excludeInactive: { type: 'boolean' } },
    },
  },
  (ps, me, ctx) => {
    scheduleExport(ctx.inst, me.id, 'following', {
      excludeMuting: ps.excludeMuting ?? false,
      excludeInactive: ps.excludeInactive ?? false,
    });
  },
);

interface ImportErrors {
  noSuchFile: ApiErrorSpec;
  unexpectedFileType?: ApiErrorSpec;
  tooBigFile?: ApiErrorSpec;
  emptyFile: ApiErrorSpec;
}

function errs(ids: [string, string, string, string]): Required<ImportErrors> {
  return {
    noSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: ids[0] },
    unexpectedFileType: { message: 'We need csv file.', code: 'UNEXPECTED_FILE_TYPE', id: ids[1] },
    tooBigFile: { message: 'That file is too big.', code: 'TOO_BIG_FILE', id: ids[2] },
    emptyFile: { message: 'That file is empty.', code: 'EMPTY_FILE', id: ids[3] },
  };
}

const FOLLOWING_ERRORS = errs([
  'b98644cf-a5ac-4277-a502-0b8054a709a3',
  '660f3599-bce0-4f95-9dde-311fd841c183',
  'dee9d4ed-ad07-43ed-8b34-b2856398bc60',
  '31a1b42c-06f7-42ae-8a38-a661c5c9f691',
]);
const MUTING_ERRORS = errs([
  'e674141e-bd2a-ba85-e616-aefb187c9c2a',
  '568c6e42-c86c-ba09-c004-517f83f9f1a8',
  '9b4ada6d-d7f7-0472-0713-4f558bd1ec9c',
  'd2f12af1-e7b4-feac-86a3-519548f2728e',
]);
const BLOCKING_ERRORS = errs([
  'ebb53e5f-6574-9c0c-0b92-7ca6def56d7e',
  'b6fab7d6-d945-d67c-dfdb-32da1cd12cfe',
  'b7fbf0b1-aeef-3b21-29ef-fadd4cb72ccf',
  '6f3a4dcc-f060-a707-4950-806fbdbe60d6',
]);
const USER_LISTS_ERRORS = errs([
  'ea9cc34f-c415-4bc6-a6fe-28ac40357049',
  'a3c9edda-dd9b-4596-be6a-150ef813745c',
  'ae6e7a22-971b-4b52-b2be-fc0b9b121fe9',
  '99efe367-ce6e-4d44-93f8-5fae7b040356',
]);
const ANTENNAS_ERRORS = {
  noSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: '3b71d086-c3fa-431c-b01d-ded65a777172' },
  noSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: 'e842c379-8ac7-4cf7-b07a-4d4de7e4671c' },
  emptyFile: {
    message: 'That file is empty.',
    code: 'EMPTY_FILE',
    id: '7f60115d-8d93-4b0f-bd0e-3815dcbb389f',
  },
  tooManyAntennas: {
    message: 'You cannot create antenna any more.',
    code: 'TOO_MANY_ANTENNAS',
    id: '600917d4-a4cb-4cc5-8ba8-7ac8ea3c7779',
  },
};

/** Misskey's size cap for CSV imports (outside a recent account move). */
export const IMPORT_MAX_SIZE = 64 * 1024;

/** The file's text after Misskey's checks: it exists, is not empty and not too big. */
function importText(ctx: CallContext, me: UserRow, fileId: string, e: ImportErrors): string {
  if (movedToOf(ctx.inst.db, me.id)) throw new ApiError(YOUR_ACCOUNT_MOVED);
  const file = findDriveFile(ctx.inst, fileId);
  if (!file) throw new ApiError(e.noSuchFile);
  if (file.size === 0) throw new ApiError(e.emptyFile);
  if (e.tooBigFile && file.size > IMPORT_MAX_SIZE) throw new ApiError(e.tooBigFile);
  const data = ctx.inst.files.get(file.accessKey);
  if (!data) throw new ApiError(e.noSuchFile);
  return data.toString('utf8');
}

const fileParams = { type: 'object' as const, properties: { fileId: id() }, required: ['fileId'] };

function localHost(ctx: CallContext): string | null {
  try {
    return new URL(ctx.origin).host;
  } catch {
    return null;
  }
}

/** Applies the import after the answer, as Misskey's job queue does. */
function later(ctx: CallContext, me: UserRow, apply: (fresh: UserRow) => void): void {
  setImmediate(() => {
    try {
      const fresh = findUserById(ctx.inst.db, me.id);
      if (fresh) apply(fresh);
    } catch {
      // the instance was closed meanwhile
    }
  });
}

function csvImporter(
  name: EndpointName,
  e: ImportErrors,
  apply: (ctx: CallContext, me: UserRow, text: string, host: string | null) => void,
): EndpointDef {
  return defineEndpoint(
    name as 'i/import-muting',
    { requireCredential: true, secure: true, limit: { duration: HOUR, max: 1 }, params: fileParams },
    (ps, me, ctx) => {
      const text = importText(ctx, me, ps.fileId, e);
      const host = localHost(ctx);
      later(ctx, me, (fresh) => apply(ctx, fresh, text, host));
    },
  );
}

export const iImportMuting = csvImporter('i/import-muting', MUTING_ERRORS, (ctx, me, text, host) =>
  importMuting(ctx.inst, me, text, host),
);
export const iImportBlocking = csvImporter('i/import-blocking', BLOCKING_ERRORS, (ctx, me, text, host) =>
  importBlocking(ctx.inst, me, text, host),
);
export const iImportUserLists = csvImporter('i/import-user-lists', USER_LISTS_ERRORS, (ctx, me, text, host) =>
  importUserLists(ctx.inst, me, text, host),
);

export const iImportFollowing = defineEndpoint(
  'i/import-following',
  {
    requireCredential: true,
    secure: true,
    limit: { duration: HOUR, max: 1 },
    params: {
      type: 'object',
      properties: { fileId: id(), withReplies: { type: 'boolean' } },
      required: ['fileId'],
    },
  },
  (ps, me, ctx) => {
    const text = importText(ctx, me, ps.fileId, FOLLOWING_ERRORS);
    const host = localHost(ctx);
    later(ctx, me, (fresh) => importFollowing(ctx.inst, fresh, text, host, ps.withReplies ?? false));
  },
);

export const iImportAntennas = defineEndpoint(
  'i/import-antennas',
  { requireCredential: true, secure: true, limit: { duration: HOUR, max: 1 }, params: fileParams },
  (ps, me, ctx) => {
    const text = importText(ctx, me, ps.fileId, ANTENNAS_ERRORS);
    const antennas = parseAntennas(text) ?? [];
    if (antennasOf(ctx.inst.db, me.id).length + antennas.length > DEFAULT_POLICIES.antennaLimit)
      throw new ApiError(ANTENNAS_ERRORS.tooManyAntennas);
    later(ctx, me, (fresh) => importAntennas(ctx.inst, fresh, antennas));
  },
);

export const EXPORT_IMPORT_ENDPOINTS: EndpointDef[] = [
  iExportNotes,
  iExportFavorites,
  iExportClips,
  iExportFollowing,
  iExportMute,
  iExportBlocking,
  iExportUserLists,
  iExportAntennas,
  iImportFollowing,
  iImportMuting,
  iImportBlocking,
  iImportUserLists,
  iImportAntennas,
];

// i/export-* and i/import-*: same parameters, limits and error ids as Misskey 2025.x.
// Exports answer 204 and build the file afterwards; imports check the file, answer 204, then apply it.
import { enqueue } from '../../services/job-queue.ts';
import {
  defineEndpoint,
  type CallContext,
  type EndpointDef,
  type EndpointName,
  type EndpointRules,
} from '../endpoint.ts';
import { ApiError, type ApiErrorSpec } from '../errors.ts';
import { id } from '../schema.ts';
import type { UserRow } from '../../db/rows.ts';
import { findDriveFile } from '../../services/drive.ts';
import { scheduleExport, type ExportedEntity } from '../../services/account-export.ts';
import { findUserById } from '../../services/users.ts';
import { requireRolePolicy } from './role-policy.ts';

type CredentialRules = EndpointRules & { requireCredential: true };

/** An i/export-* endpoint with its rules (each export has its own limit). */
export function exporter(name: EndpointName, entity: ExportedEntity, rules: CredentialRules): EndpointDef {
  return defineEndpoint(
    name as 'i/export-blocking',
    { ...rules, params: { type: 'object', properties: {} } },
    (_ps, me, ctx) => {
      scheduleExport(ctx.inst, me.id, entity);
    },
  );
}

export interface ImportErrors {
  noSuchFile: ApiErrorSpec;
  unexpectedFileType?: ApiErrorSpec;
  tooBigFile?: ApiErrorSpec;
  emptyFile: ApiErrorSpec;
}

export function csvImportErrors(ids: [string, string, string, string]): Required<ImportErrors> {
  return {
    noSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: ids[0] },
    unexpectedFileType: { message: 'We need csv file.', code: 'UNEXPECTED_FILE_TYPE', id: ids[1] },
    tooBigFile: { message: 'That file is too big.', code: 'TOO_BIG_FILE', id: ids[2] },
    emptyFile: { message: 'That file is empty.', code: 'EMPTY_FILE', id: ids[3] },
  };
}

/** Misskey's size cap for CSV imports (outside a recent account move). */
export const IMPORT_MAX_SIZE = 64 * 1024;

/**
 * The file's text after Misskey's checks: it exists, is not empty and not too big. It must also be the
 * caller's own (Misskey takes any file): importing someone else's export would copy their private
 * follows, mutes, blocks, lists or antennas into the caller's account, where the caller can read them.
 */
export function importText(ctx: CallContext, me: UserRow, fileId: string, e: ImportErrors): string {
  const file = findDriveFile(ctx.inst, fileId);
  if (!file || file.userId !== me.id) throw new ApiError(e.noSuchFile);
  if (file.size === 0) throw new ApiError(e.emptyFile);
  if (e.tooBigFile && file.size > IMPORT_MAX_SIZE) throw new ApiError(e.tooBigFile);
  const data = ctx.inst.files.get(file.accessKey);
  if (!data) throw new ApiError(e.noSuchFile);
  return data.toString('utf8');
}

export const importFileParams = {
  type: 'object' as const,
  properties: { fileId: id() },
  required: ['fileId'],
};

export function localHost(ctx: CallContext): string | null {
  try {
    return new URL(ctx.origin).host;
  } catch {
    return null;
  }
}

/** Applies the import after the answer, as a job of Misskey's db queue named after the endpoint. */
export function applyAfterAnswer(
  ctx: CallContext,
  me: UserRow,
  endpoint: EndpointName,
  apply: (fresh: UserRow) => void,
): void {
  // i/import-user-lists → importUserLists, as Misskey names its jobs
  const name = endpoint.slice(2).replace(/-(\w)/g, (_m: string, c: string) => c.toUpperCase());
  enqueue(ctx.inst, 'db', { name, data: { user: { id: me.id } } }, async () => {
    const fresh = findUserById(ctx.inst.db, me.id);
    if (fresh) apply(fresh);
  });
}

/** The role policy each import needs (Misskey's requiredRolePolicy of the endpoint). */
export type ImportPolicy =
  'canImportFollowing' | 'canImportBlocking' | 'canImportMuting' | 'canImportUserLists' | 'canImportAntennas';

/** An i/import-* endpoint of a CSV file, with its rules (each import asks for its own role policy). */
export function csvImporter(
  name: EndpointName,
  rules: CredentialRules & { requireRolePolicy: ImportPolicy },
  e: ImportErrors,
  apply: (ctx: CallContext, me: UserRow, text: string, host: string | null) => void,
): EndpointDef {
  return defineEndpoint(name as 'i/import-muting', { ...rules, params: importFileParams }, (ps, me, ctx) => {
    requireRolePolicy(ctx, me, rules.requireRolePolicy);
    const text = importText(ctx, me, ps.fileId, e);
    const host = localHost(ctx);
    applyAfterAnswer(ctx, me, name, (fresh) => apply(ctx, fresh, text, host));
  });
}

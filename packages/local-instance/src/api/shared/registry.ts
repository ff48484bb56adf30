import { ApiError } from '../errors.ts';
import type { ObjectSchema, Schema } from '../schema.ts';
import type { RegistryRow } from '../../db/rows.ts';
import { all, one } from '../../db/statement.ts';

// The registry stores client settings per user, scope (a path of names) and key. Only the
// "own domain" (domain null) is kept; the optional `domain` parameter is accepted and ignored.
export const scopeParam: Schema = {
  type: 'array',
  default: [],
  items: { type: 'string', pattern: /^[a-zA-Z0-9_]+$/ },
};

export const withScope: ObjectSchema = {
  type: 'object',
  properties: { scope: scopeParam, domain: { type: 'string', nullable: true } },
};

export const withKey: ObjectSchema = {
  type: 'object',
  properties: { ...withScope.properties, key: { type: 'string', minLength: 1 } },
  required: ['key'],
};

/** The item at `scope` and `key`, if there is one. */
export function findItem(
  db: Parameters<typeof one>[0],
  userId: string,
  ps: { scope?: string[]; key: string },
): RegistryRow | undefined {
  return one<RegistryRow>(
    db,
    "SELECT * FROM registry WHERE userId = ? AND domain = '' AND scope = ? AND key = ?",
    userId,
    JSON.stringify(ps.scope ?? []),
    ps.key,
  );
}

/** The item at `scope` and `key`, or NO_SUCH_KEY with the endpoint's error id. */
export function findItemOrThrow(
  db: Parameters<typeof one>[0],
  userId: string,
  ps: { scope?: string[]; key: string },
  errorId: string,
): RegistryRow {
  const item = findItem(db, userId, ps);
  if (!item) throw new ApiError({ message: 'No such key.', code: 'NO_SUCH_KEY', id: errorId });
  return item;
}

export function scopeItems(
  db: Parameters<typeof one>[0],
  userId: string,
  sc: string[] | undefined,
): RegistryRow[] {
  return all<RegistryRow>(
    db,
    "SELECT * FROM registry WHERE userId = ? AND domain = '' AND scope = ? ORDER BY id",
    userId,
    JSON.stringify(sc ?? []),
  );
}

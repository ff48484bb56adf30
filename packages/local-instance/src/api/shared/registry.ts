import { ApiError } from '../errors.ts';
import type { ObjectSchema, Schema } from '../schema.ts';
import type { CallContext } from '../endpoint.ts';
import type { RegistryRow } from '../../db/rows.ts';
import { all, one } from '../../db/statement.ts';

// The registry stores client settings per user, domain, scope (a path of names) and key. As on
// Misskey, the domain is who keeps them: the account's own clients (stored as '', answered as null)
// or an app, whose token's id is its domain. An app token never names another domain, so an app
// cannot read or write the web client's settings (`client/…`, where a widget's script is kept and
// run with the session token); the session token may name a domain to look into an app's items.
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

/** The account's own domain, as stored. */
export const OWN_DOMAIN = '';

/** Whose items a call reaches: an app token's own domain, else the domain named, else the account's own. */
export function registryDomain(
  ctx: Pick<CallContext, 'accessTokenId'>,
  ps: { domain?: string | null },
): string {
  return ctx.accessTokenId ?? (ps.domain || OWN_DOMAIN);
}

/** A stored domain as Misskey answers it (its own is null). */
export function domainOut(domain: string): string | null {
  return domain === OWN_DOMAIN ? null : domain;
}

type Db = Parameters<typeof one>[0];

/** The item at `scope` and `key` of `domain`, if there is one. */
export function findItem(
  db: Db,
  userId: string,
  domain: string,
  ps: { scope?: string[]; key: string },
): RegistryRow | undefined {
  return one<RegistryRow>(
    db,
    'SELECT * FROM registry WHERE userId = ? AND domain = ? AND scope = ? AND key = ?',
    userId,
    domain,
    JSON.stringify(ps.scope ?? []),
    ps.key,
  );
}

/** The item at `scope` and `key` of `domain`, or NO_SUCH_KEY with the endpoint's error id. */
export function findItemOrThrow(
  db: Db,
  userId: string,
  domain: string,
  ps: { scope?: string[]; key: string },
  errorId: string,
): RegistryRow {
  const item = findItem(db, userId, domain, ps);
  if (!item) throw new ApiError({ message: 'No such key.', code: 'NO_SUCH_KEY', id: errorId });
  return item;
}

export function scopeItems(db: Db, userId: string, domain: string, sc: string[] | undefined): RegistryRow[] {
  return all<RegistryRow>(
    db,
    'SELECT * FROM registry WHERE userId = ? AND domain = ? AND scope = ? ORDER BY id',
    userId,
    domain,
    JSON.stringify(sc ?? []),
  );
}

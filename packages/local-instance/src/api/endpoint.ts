import type { Endpoints, entities, permissions } from 'misskey-js';
import type { Instance, PackContext } from '../context.ts';
import type { UserRow } from '../db/rows.ts';
import type { RateLimit } from './rate-limit.ts';
import type { ObjectSchema } from './schema.ts';
import type { KumoEndpoints } from './kumo-endpoints.ts';

/** Misskey's endpoints and this instance's own (`kumo-endpoints.ts`). */
type AllEndpoints = Endpoints & KumoEndpoints;
export type EndpointName = keyof AllEndpoints;

/** The response type a handler returns (users/show's $switch type resolved to its two cases). */
export type ResOf<E extends EndpointName> = E extends 'users/show'
  ? entities.UserDetailed | entities.UserDetailed[]
  : undefined extends AllEndpoints[E]['res']
    ? AllEndpoints[E]['res'] | void
    : AllEndpoints[E]['res'];

export interface UploadedFile {
  data: Buffer;
  filename: string;
  mimetype: string;
}

export interface CallContext {
  inst: Instance;
  /** Origin of the request (`http://host:port`), for absolute URLs in packed entities. */
  origin: string;
  ip: string;
  /** The request's headers (Misskey keeps them with each sign-in). */
  headers: Record<string, string | string[] | undefined>;
  file: UploadedFile | null;
  /** The id of the app token the call was made with; null for the account's session token or a visitor. */
  accessTokenId: string | null;
  /** Packing context for the caller. */
  pc: PackContext;
}

/** A permission an app token may be granted (MiAuth, `miauth/gen-token`). */
export type Permission = (typeof permissions)[number];

/**
 * Who may call an endpoint, written beside what it does as in Misskey's endpoint definitions
 * (`test/misskey-endpoint-rules.ts` holds Misskey's, and a test compares every endpoint with them).
 */
export interface EndpointRules {
  requireCredential: boolean;
  /**
   * Misskey's `kind`: the permission an app token needs; without one, app tokens may call the
   * endpoint only when it needs no credential.
   */
  kind?: Permission;
  /** Misskey's `requireModerator`: a moderator or an administrator. */
  requireModerator?: boolean;
  /** Misskey's `requireAdmin`: an administrator (the admin flag or an administrator role). */
  requireAdmin?: boolean;
  /** Misskey's `requiredRolePolicy`: the caller's roles must grant this policy (administrators pass). */
  requireRolePolicy?: keyof entities.RolePolicies;
  /** Misskey's `prohibitMoved`: an account that has moved may not call it (YOUR_ACCOUNT_MOVED). */
  prohibitMoved?: boolean;
  /** Misskey's `secure`: only the account's own session token may call it, not an app token. */
  secure?: boolean;
  /** Misskey's rate `limit`, per caller (the account, or the address of a visitor). */
  limit?: RateLimit;
}

export interface EndpointMeta extends EndpointRules {
  /** GET with query parameters is accepted too. */
  allowGet?: boolean;
  /** multipart/form-data with a `file` part. */
  requireFile?: boolean;
  params: ObjectSchema;
}

export interface EndpointDef {
  name: string;
  meta: EndpointMeta;
  handler: (ps: never, me: UserRow | null, ctx: CallContext) => unknown;
}

type Handler<E extends EndpointName, Me> = (
  ps: AllEndpoints[E]['req'],
  me: Me,
  ctx: CallContext,
) => ResOf<E> | Promise<ResOf<E>>;

export function defineEndpoint<E extends EndpointName>(
  name: E,
  meta: EndpointMeta & { requireCredential: true },
  handler: Handler<E, UserRow>,
): EndpointDef;
export function defineEndpoint<E extends EndpointName>(
  name: E,
  meta: EndpointMeta & { requireCredential: false },
  handler: Handler<E, UserRow | null>,
): EndpointDef;
export function defineEndpoint<E extends EndpointName>(
  name: E,
  meta: EndpointMeta,
  handler: Handler<E, never>,
): EndpointDef {
  return { name, meta, handler: handler as unknown as EndpointDef['handler'] };
}

/** A response that is not in Misskey's usual error shape (signin-flow answers `{ error: { id } }`). */
export class RawResponse extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Instance } from '../context.ts';
import { packContext } from '../context.ts';
import type { UserRow } from '../db/rows.ts';
import { authenticate, findUserById } from '../services/users.ts';
import { ranksOfUser } from '../services/roles.ts';
import { checkMiAuthSession } from './shared/miauth-sessions.ts';
import { movedToOf, YOUR_ACCOUNT_MOVED } from '../services/account-aliases.ts';
import { packUserDetailed } from '../packing/user.ts';
import { effectivePolicies } from '../packing/policies.ts';
import { run } from '../db/statement.ts';
import type { CallContext, EndpointDef, UploadedFile } from './endpoint.ts';
import { RawResponse } from './endpoint.ts';
import {
  ACCESS_DENIED,
  ApiError,
  AUTHENTICATION_FAILED,
  CREDENTIAL_REQUIRED,
  INTERNAL_ERROR,
  INVALID_JSON,
  INVALID_PARAM,
  PERMISSION_DENIED,
  RATE_LIMIT_EXCEEDED,
  ROLE_PERMISSION_DENIED_ADMIN,
  ROLE_PERMISSION_DENIED_MODERATOR,
  YOUR_ACCOUNT_SUSPENDED,
  UNKNOWN_API_ENDPOINT,
} from './errors.ts';
import { castStringParams, validateParams } from './schema.ts';
import { requestOrigin } from '../server/origin.ts';

/** Marker the JSON body parser leaves when the body is not valid JSON. */
export const MALFORMED_JSON = Symbol('malformed-json');

function sendError(reply: FastifyReply, err: ApiError): FastifyReply {
  if (err.code === 'AUTHENTICATION_FAILED') {
    reply.header(
      'www-authenticate',
      `Bearer realm="Misskey", error="invalid_token", error_description="${err.message}"`,
    );
  } else if (err.code === 'CREDENTIAL_REQUIRED') {
    reply.header('www-authenticate', 'Bearer realm="Misskey"');
  }
  return reply
    .code(err.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(err.toJSON()));
}

function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (typeof h !== 'string') return null;
  const m = /^Bearer\s+(.+)$/i.exec(h.trim());
  return m?.[1] ?? null;
}

async function readMultipart(
  req: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (file == null) file = { data, filename: part.filename, mimetype: part.mimetype };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // a body cut short or malformed is the client's mistake; a file over the limit keeps its 413
    if ((err as { statusCode?: number }).statusCode === 413) throw err;
    throw new ApiError(INVALID_PARAM, { reason: 'the multipart/form-data body is malformed or incomplete' });
  }
  return { fields, file };
}

/** How deeply a request body may nest arrays and objects (Misskey's own values nest a few levels). */
const MAX_NESTING = 64;

/** The nesting depth of a parsed JSON value, measured without recursion (a hostile body may be deep). */
function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v !== 'object' || v === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > MAX_NESTING) return deepest;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Misskey's rule for app tokens: an endpoint with a permission kind needs that permission; one
 * without a kind is open to app tokens only when it needs no credential.
 */
function appMayCall(ep: EndpointDef, granted: readonly string[]): boolean {
  const kind = ep.meta.kind;
  if (kind) return granted.includes(kind);
  return !(ep.meta.requireCredential || ep.meta.requireAdmin || ep.meta.requireModerator);
}

export function registerApi(app: FastifyInstance, inst: Instance, endpoints: EndpointDef[]): void {
  const byName = new Map(endpoints.map((e) => [e.name, e]));
  const log = (msg: string, err: unknown) => {
    if (inst.options.logger) app.log.error({ err }, msg);
    else console.error(msg, err);
  };

  app.options('/api/*', async (req, reply) => {
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header(
        'access-control-allow-headers',
        req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization',
      )
      .header('access-control-max-age', '86400')
      .code(204)
      .send();
  });

  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    reply
      .header('access-control-allow-origin', '*')
      .header('cache-control', 'private, max-age=0, must-revalidate');
    const name = (req.params as { '*': string })['*'].replace(/\/+$/, '');
    const ep = byName.get(name);
    if (!ep) {
      // as Misskey: only GET reaches its API's own not-found; a POST meets the web server's
      if (req.method === 'GET') return sendError(reply, new ApiError(UNKNOWN_API_ENDPOINT));
      return reply
        .code(404)
        .send({ message: `Route POST:/api/${name} not found`, error: 'Not Found', statusCode: 404 });
    }
    if (req.method === 'GET' && !ep.meta.allowGet) return reply.code(405).send();

    try {
      let body: Record<string, unknown>;
      let file: UploadedFile | null = null;
      if (req.method === 'GET') {
        body = { ...(req.query as Record<string, unknown>) };
      } else if (req.isMultipart()) {
        if (!ep.meta.requireFile)
          throw new ApiError(INVALID_PARAM, {
            reason: 'multipart/form-data is only accepted by file uploads',
          });
        const mp = await readMultipart(req);
        body = mp.fields;
        file = mp.file;
      } else {
        const raw = req.body as unknown;
        if (raw === MALFORMED_JSON) throw new ApiError(INVALID_JSON);
        if (raw == null || raw === '') body = {};
        else if (typeof raw !== 'object' || Array.isArray(raw)) throw new ApiError(INVALID_JSON);
        else body = raw as Record<string, unknown>;
        if (nestingDepth(body) > MAX_NESTING)
          throw new ApiError(INVALID_PARAM, { reason: `nested deeper than ${MAX_NESTING} levels` });
      }

      const planned = inst.failures?.take(name);
      if (planned) {
        const payload = planned.raw ?? JSON.stringify({ error: planned.error });
        return reply
          .code(planned.status)
          .header('content-type', planned.raw ? 'text/plain' : 'application/json; charset=utf-8')
          .send(payload);
      }

      const token = body.i ?? bearer(req);
      if (token != null && typeof token !== 'string')
        throw new ApiError(INVALID_PARAM, { param: 'i', reason: 'must be string' });
      let me: UserRow | null = null;
      /** What an app token was granted; null for the account's own session token or a visitor. */
      let granted: string[] | null = null;
      let accessTokenId: string | null = null;
      if (token != null && token !== '') {
        const auth = authenticate(inst.db, token);
        if (!auth) throw new ApiError(AUTHENTICATION_FAILED);
        me = auth.user;
        granted = auth.permission;
        accessTokenId = auth.accessTokenId;
      }

      // as Misskey, a secure endpoint is refused before anything else unless called with a session token
      if (ep.meta.secure && (!me || granted !== null)) throw new ApiError(ACCESS_DENIED);
      if (ep.meta.limit) {
        const actor = me?.id ?? req.ip;
        const roleFactor = me ? effectivePolicies(inst, me).rateLimitFactor : 1;
        if (!inst.limiter.hit(`${ep.name}:${actor}`, ep.meta.limit, Date.now(), roleFactor))
          throw new ApiError(RATE_LIMIT_EXCEEDED);
      }
      if ((ep.meta.requireCredential || ep.meta.requireAdmin || ep.meta.requireModerator) && !me)
        throw new ApiError(CREDENTIAL_REQUIRED);
      if ((ep.meta.requireCredential || ep.meta.requireAdmin || ep.meta.requireModerator) && me?.isSuspended)
        throw new ApiError(YOUR_ACCOUNT_SUSPENDED);
      const ranks =
        me && (ep.meta.requireModerator || ep.meta.requireAdmin) ? ranksOfUser(inst.db, me) : null;
      if (ep.meta.requireModerator && !ranks?.isModerator)
        throw new ApiError(ROLE_PERMISSION_DENIED_MODERATOR);
      if (ep.meta.requireAdmin && !ranks?.isAdmin) throw new ApiError(ROLE_PERMISSION_DENIED_ADMIN);
      // inside the admin API, "an administrator" includes whoever holds an administrator role
      if (me && ranks?.isAdmin && !me.isAdmin) me = { ...me, isAdmin: 1 };
      if (granted !== null && !appMayCall(ep, granted)) throw new ApiError(PERMISSION_DENIED);
      if (ep.meta.prohibitMoved && me && movedToOf(inst.db, me.id)) throw new ApiError(YOUR_ACCOUNT_MOVED);
      if (req.method === 'GET' || ep.meta.requireFile) body = castStringParams(ep.meta.params, body);
      // an upload without a file, multipart or not: upstream 2026.7's empty 400 (MisskeyIO's were JSON errors)
      if (ep.meta.requireFile && !file) throw new RawResponse(400, undefined);
      const ps = validateParams(ep.meta.params, body);

      if (me && (me.lastActiveAt == null || Date.now() - me.lastActiveAt > 60_000)) {
        run(inst.db, 'UPDATE users SET lastActiveAt = ? WHERE id = ?', Date.now(), me.id);
      }
      const origin = requestOrigin(req);
      const ctx: CallContext = {
        inst,
        origin,
        ip: req.ip,
        headers: req.headers,
        file,
        accessTokenId,
        pc: packContext(inst, origin, me),
      };
      const result = await ep.handler(ps as never, me, ctx);
      if (result === undefined || result === null) return reply.code(204).send();
      return reply
        .code(200)
        .header('content-type', 'application/json; charset=utf-8')
        .send(JSON.stringify(result));
    } catch (err) {
      if (err instanceof ApiError) return sendError(reply, err);
      if (err instanceof RawResponse) return reply.code(err.status).send(err.body);
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 413) {
        return sendError(
          reply,
          new ApiError({
            message: 'File too large.',
            code: 'PAYLOAD_TOO_LARGE',
            id: 'a3b5c0e1-6f0e-4c53-9a1e-2b8d4f4e7c11',
            httpStatusCode: 413,
          }),
        );
      }
      log(`Internal error in ${name}`, err);
      const e = err as Error;
      return sendError(
        reply,
        new ApiError(INTERNAL_ERROR, { e: { message: e?.message, code: e?.name, id: crypto.randomUUID() } }),
      );
    }
  };

  // MiAuth, the app's side: once the user allowed the session, the app collects its token here.
  app.post<{ Params: { session: string } }>('/api/miauth/:session/check', async (req, reply) => {
    const row = checkMiAuthSession(inst.db, req.params.session);
    if (!row) return reply.header('access-control-allow-origin', '*').send({ ok: false });
    const user = findUserById(inst.db, row.userId);
    // the app learns the whole account, as the account itself sees it
    const pc = packContext(inst, requestOrigin(req), user ?? null);
    return reply
      .header('access-control-allow-origin', '*')
      .send({ ok: true, token: row.token, user: user ? packUserDetailed(pc, user) : null });
  });

  app.route({ method: ['GET', 'POST'], url: '/api/*', handler: handle });
}

// The account's security settings: password, sign-in history, the app tokens it has made or allowed.
import { dateOfId } from '../../db/ids.ts';
import { all, one, run } from '../../db/statement.ts';
import { hashPassword, verifyPassword } from '../../services/password.ts';
import { pageSql } from '../../services/timelines.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ApiError, INVALID_PARAM } from '../errors.ts';
import { id, paginationProps } from '../schema.ts';

/** Misskey answers a wrong current password with a plain error, which becomes INTERNAL_ERROR (500). */
export const iChangePassword = defineEndpoint(
  'i/change-password',
  {
    requireCredential: true,
    secure: true,
    params: {
      type: 'object',
      properties: {
        currentPassword: { type: 'string' },
        newPassword: { type: 'string', minLength: 1 },
        token: { type: 'string', nullable: true },
      },
      required: ['currentPassword', 'newPassword'],
    },
  },
  (ps, me, ctx) => {
    if (!verifyPassword(ps.currentPassword, me.passwordHash)) throw new Error('incorrect password');
    run(ctx.inst.db, 'UPDATE users SET passwordHash = ? WHERE id = ?', hashPassword(ps.newPassword), me.id);
  },
);

interface SigninRow {
  id: string;
  ip: string;
  headers: string;
  success: number;
}

export const iSigninHistory = defineEndpoint(
  'i/signin-history',
  {
    requireCredential: true,
    secure: true,
    params: { type: 'object', properties: paginationProps },
  },
  (ps, me, ctx) => {
    const page = pageSql(ps, 's');
    const rows = all<SigninRow>(
      ctx.inst.db,
      `SELECT s.* FROM signins s WHERE ${['s.userId = @me', ...page.where].join(' AND ')}
       ORDER BY ${page.order} LIMIT @limit`,
      { ...page.params, me: me.id },
    );
    return rows.map((r) => ({
      id: r.id,
      createdAt: new Date(dateOfId(r.id)).toISOString(),
      ip: r.ip,
      headers: JSON.parse(r.headers) as Record<string, never>,
      success: r.success === 1,
    }));
  },
);

interface AppTokenRow {
  id: string;
  createdAt: number;
  name: string | null;
  permission: string;
  lastUsedAt: number | null;
}

const APPS_ORDER = {
  '+createdAt': 't.createdAt DESC, t.id DESC',
  '-createdAt': 't.createdAt ASC, t.id ASC',
  // PostgreSQL (Misskey) sorts never-used tokens (NULL) as the largest value
  '+lastUsedAt': 'u.lastUsedAt IS NULL DESC, u.lastUsedAt DESC',
  '-lastUsedAt': 'u.lastUsedAt IS NULL ASC, u.lastUsedAt ASC',
} as const;

export const iApps = defineEndpoint(
  'i/apps',
  {
    requireCredential: true,
    secure: true,
    params: {
      type: 'object',
      properties: { sort: { type: 'string', enum: Object.keys(APPS_ORDER) } },
    },
  },
  (ps, me, ctx) => {
    const order = ps.sort ? APPS_ORDER[ps.sort] : 't.createdAt ASC, t.id ASC';
    const rows = all<AppTokenRow>(
      ctx.inst.db,
      `SELECT t.id, t.createdAt, t.name, t.permission, u.lastUsedAt FROM access_tokens t
       LEFT JOIN access_token_uses u ON u.tokenId = t.id WHERE t.userId = ? ORDER BY ${order}`,
      me.id,
    );
    // Misskey's schema makes name and lastUsedAt optional: left out when there is none
    return rows.map((r) => ({
      id: r.id,
      ...(r.name != null ? { name: r.name } : {}),
      createdAt: new Date(r.createdAt).toISOString(),
      ...(r.lastUsedAt != null ? { lastUsedAt: new Date(r.lastUsedAt).toISOString() } : {}),
      permission: JSON.parse(r.permission) as string[],
    }));
  },
);

/** Revokes one of the user's app tokens, by id or by the token itself; an unknown one is no error. */
export const iRevokeToken = defineEndpoint(
  'i/revoke-token',
  {
    requireCredential: true,
    secure: true,
    params: {
      type: 'object',
      properties: { tokenId: id(), token: { type: 'string', nullable: true } },
    },
  },
  (ps, me, ctx) => {
    const p = ps as { tokenId?: string; token?: string | null };
    const row =
      p.tokenId != null
        ? one<{ id: string }>(ctx.inst.db, 'SELECT id FROM access_tokens WHERE id = ?', p.tokenId)
        : p.token != null
          ? one<{ id: string }>(ctx.inst.db, 'SELECT id FROM access_tokens WHERE token = ?', p.token)
          : undefined;
    if (p.tokenId == null && p.token == null)
      throw new ApiError(INVALID_PARAM, { reason: 'tokenId or token is required' });
    if (!row) return;
    run(ctx.inst.db, 'DELETE FROM access_tokens WHERE id = ? AND userId = ?', row.id, me.id);
    // as Misskey, the user's streaming connections are closed; clients with a live token reconnect
    ctx.inst.events.emit('terminate', me.id);
  },
);

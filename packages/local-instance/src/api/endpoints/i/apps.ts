import { all } from '../../../db/statement.ts';
import { defineEndpoint } from '../../endpoint.ts';

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

export default defineEndpoint(
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

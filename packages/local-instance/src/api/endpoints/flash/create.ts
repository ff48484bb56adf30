import { defineEndpoint } from '../../endpoint.ts';
import { genId } from '../../../db/ids.ts';
import { run } from '../../../db/statement.ts';
import { packFlash, type FlashRow } from '../../../packing/flash.ts';
import { flashFields } from '../../shared/flash.ts';
import { HOUR } from '../../rate-limit.ts';

export default defineEndpoint(
  'flash/create',
  {
    requireCredential: true,
    kind: 'write:flash',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 10 },
    params: {
      type: 'object',
      properties: { ...flashFields, visibility: { ...flashFields.visibility, default: 'public' } },
      required: ['title', 'summary', 'script', 'permissions'],
    },
  },
  (ps, me, ctx) => {
    const now = Date.now();
    const flash: FlashRow = {
      id: genId(now),
      createdAt: now,
      updatedAt: now,
      userId: me.id,
      title: ps.title,
      summary: ps.summary,
      script: ps.script,
      permissions: JSON.stringify(ps.permissions),
      visibility: ps.visibility ?? 'public',
      likedCount: 0,
    };
    run(
      ctx.inst.db,
      `INSERT INTO flashes (id, createdAt, updatedAt, userId, title, summary, script, permissions, visibility, likedCount)
       VALUES (@id, @createdAt, @updatedAt, @userId, @title, @summary, @script, @permissions, @visibility, @likedCount)`,
      flash,
    );
    return packFlash(ctx.pc, flash);
  },
);

import { defineEndpoint } from '../../endpoint.ts';
import { run } from '../../../db/statement.ts';
import { flashFields, flashParam, ownFlash } from '../../shared/flash.ts';
import { HOUR } from '../../rate-limit.ts';

export default defineEndpoint(
  'flash/update',
  {
    requireCredential: true,
    kind: 'write:flash',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 300 },
    params: {
      type: 'object',
      properties: { ...flashParam.properties, ...flashFields },
      required: ['flashId'],
    },
  },
  (ps, me, ctx) => {
    const flash = ownFlash(ctx.inst, ps.flashId, me, {
      missing: '611e13d2-309e-419a-a5e4-e0422da39b02',
      denied: '08e60c88-5948-478e-a132-02ec701d67b2',
    });
    run(
      ctx.inst.db,
      `UPDATE flashes SET updatedAt = @updatedAt, title = @title, summary = @summary, script = @script,
         permissions = @permissions, visibility = @visibility WHERE id = @id`,
      {
        id: flash.id,
        updatedAt: Date.now(),
        title: ps.title ?? flash.title,
        summary: ps.summary ?? flash.summary,
        script: ps.script ?? flash.script,
        permissions: ps.permissions ? JSON.stringify(ps.permissions) : flash.permissions,
        visibility: ps.visibility ?? flash.visibility,
      },
    );
  },
);

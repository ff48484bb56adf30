import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { genId } from '../../../db/ids.ts';
import { one, run } from '../../../db/statement.ts';
import { packClip, type ClipRow } from '../../../packing/clip.ts';
import { effectivePolicies } from '../../../packing/policies.ts';
import { descriptionSchema, nameSchema } from '../../shared/clips.ts';

export default defineEndpoint(
  'clips/create',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    params: {
      type: 'object',
      properties: {
        name: nameSchema,
        isPublic: { type: 'boolean', default: false },
        description: descriptionSchema,
      },
      required: ['name'],
    },
  },
  (ps, me, ctx) => {
    const owned = one<{ c: number }>(ctx.inst.db, 'SELECT COUNT(*) AS c FROM clips WHERE userId = ?', me.id);
    if ((owned?.c ?? 0) >= effectivePolicies(ctx.inst, me).clipLimit)
      throw new ApiError({
        message: 'You cannot create clip any more.',
        code: 'TOO_MANY_CLIPS',
        id: '920f7c2d-6208-4b76-8082-e632020f5883',
      });
    const now = Date.now();
    const clip: ClipRow = {
      id: genId(now),
      createdAt: now,
      lastClippedAt: null,
      userId: me.id,
      name: ps.name,
      description: ps.description ?? null,
      isPublic: ps.isPublic ? 1 : 0,
    };
    run(
      ctx.inst.db,
      `INSERT INTO clips (id, createdAt, lastClippedAt, userId, name, description, isPublic)
       VALUES (@id, @createdAt, @lastClippedAt, @userId, @name, @description, @isPublic)`,
      clip,
    );
    return packClip(ctx.pc, clip);
  },
);

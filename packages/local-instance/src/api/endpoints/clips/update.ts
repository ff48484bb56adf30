import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { run } from '../../../db/statement.ts';
import { packClip, type ClipRow } from '../../../packing/clip.ts';
import { ownClip, descriptionSchema, nameSchema } from '../../shared/clips.ts';

export default defineEndpoint(
  'clips/update',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    params: {
      type: 'object',
      properties: {
        clipId: id(),
        name: nameSchema,
        isPublic: { type: 'boolean' },
        description: descriptionSchema,
      },
      required: ['clipId'],
    },
  },
  (ps, me, ctx) => {
    const clip = ownClip(ctx.inst, ps.clipId, me, 'b4d92d70-b216-46fa-9a3f-a8c811699257');
    const next: ClipRow = {
      ...clip,
      name: ps.name ?? clip.name,
      isPublic: ps.isPublic === undefined ? clip.isPublic : ps.isPublic ? 1 : 0,
      description: ps.description === undefined ? clip.description : ps.description,
    };
    run(
      ctx.inst.db,
      'UPDATE clips SET name = @name, isPublic = @isPublic, description = @description WHERE id = @id',
      next,
    );
    return packClip(ctx.pc, next);
  },
);

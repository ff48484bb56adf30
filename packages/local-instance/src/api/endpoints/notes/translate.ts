import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { findNoteOrThrow } from '../../shared/lookups.ts';
import { effectivePolicies } from '../../../packing/policies.ts';

const UNAVAILABLE = {
  message: 'Translate of notes unavailable.',
  code: 'UNAVAILABLE',
  id: '50a70314-2d8a-431b-b433-efa5cc56444c',
};

/**
 * notes/translate: this instance has no translator (meta `translatorAvailable: false`), so it answers
 * as Misskey does without one: UNAVAILABLE, after the role check and the note lookup Misskey makes first.
 */
export default defineEndpoint(
  'notes/translate',
  {
    requireCredential: true,
    kind: 'read:account',
    params: {
      type: 'object',
      properties: { noteId: id(), targetLang: { type: 'string' } },
      required: ['noteId', 'targetLang'],
    },
  },
  (ps, me, ctx) => {
    if (!effectivePolicies(ctx.inst, me).canUseTranslator) throw new ApiError(UNAVAILABLE);
    findNoteOrThrow(ctx, ps.noteId, 'bea9b03f-36e0-49c5-a4db-627a029f8971');
    throw new ApiError(UNAVAILABLE);
  },
);

import { defineEndpoint } from '../../../endpoint.ts';
import { id } from '../../../schema.ts';
import { deleteDraft, ownDraftOrThrow } from '../../../../services/note-drafts.ts';

/** Deletes one of the caller's drafts (a scheduled note is then not posted). */
export default defineEndpoint(
  'notes/drafts/delete',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    params: { type: 'object', properties: { draftId: id() }, required: ['draftId'] },
  },
  (ps, me, ctx) => {
    deleteDraft(ctx.inst, ownDraftOrThrow(ctx.inst, me, ps.draftId).id);
  },
);

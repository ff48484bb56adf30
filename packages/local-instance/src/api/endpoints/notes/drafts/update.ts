import { defineEndpoint } from '../../../endpoint.ts';
import { HOUR } from '../../../rate-limit.ts';
import { id } from '../../../schema.ts';
import { draftProps } from '../../../shared/note-draft-params.ts';
import { updateDraft, type DraftInput } from '../../../../services/note-drafts.ts';
import { instanceNow } from '../../../../services/scheduled-notes.ts';
import { packNoteDraft } from '../../../../packing/note-draft.ts';

/** Changes what is given of one of the caller's drafts. */
export default defineEndpoint(
  'notes/drafts/update',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 300 },
    params: { type: 'object', properties: { draftId: id(), ...draftProps }, required: ['draftId'] },
  },
  (ps, me, ctx) => {
    const { draftId, ...rest } = ps;
    const draft = updateDraft(ctx.inst, me, draftId, rest as DraftInput, instanceNow(ctx.inst));
    return { updatedDraft: packNoteDraft(ctx.pc, draft) };
  },
);

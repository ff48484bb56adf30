import { defineEndpoint } from '../../../endpoint.ts';
import { HOUR } from '../../../rate-limit.ts';
import { draftProps } from '../../../shared/note-draft-params.ts';
import { createDraft, type DraftInput } from '../../../../services/note-drafts.ts';
import { instanceNow } from '../../../../services/scheduled-notes.ts';
import { packNoteDraft } from '../../../../packing/note-draft.ts';

/** A new draft of the caller's (a scheduled note with isActuallyScheduled and a future scheduledAt). */
export default defineEndpoint(
  'notes/drafts/create',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 300 },
    params: { type: 'object', properties: draftProps },
  },
  (ps, me, ctx) => {
    const input = { visibility: 'public', localOnly: false, isActuallyScheduled: false, ...ps } as DraftInput;
    const draft = createDraft(ctx.inst, me, input, instanceNow(ctx.inst));
    return { createdDraft: packNoteDraft(ctx.pc, draft) };
  },
);

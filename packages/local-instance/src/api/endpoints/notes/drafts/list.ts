import { defineEndpoint } from '../../../endpoint.ts';
import { paginationProps } from '../../../schema.ts';
import type { NoteDraftRow } from '../../../../db/rows.ts';
import { pagedRows } from '../../../shared/paging.ts';
import { packNoteDraft } from '../../../../packing/note-draft.ts';

/** The caller's drafts, newest first; `scheduled` true lists only scheduled notes, false only the others. */
export default defineEndpoint(
  'notes/drafts/list',
  {
    requireCredential: true,
    kind: 'read:account',
    prohibitMoved: true,
    params: {
      type: 'object',
      properties: { ...paginationProps, scheduled: { type: 'boolean', nullable: true } },
    },
  },
  (ps, me, ctx) => {
    const where = ['d.userId = @me'];
    if (ps.scheduled === true) where.push('d.isActuallyScheduled = 1');
    if (ps.scheduled === false) where.push('d.isActuallyScheduled = 0');
    const rows = pagedRows<NoteDraftRow>(ctx.inst.db, ps, {
      table: 'note_drafts',
      alias: 'd',
      where,
      params: { me: me.id },
    });
    return rows.map((d) => packNoteDraft(ctx.pc, d));
  },
);

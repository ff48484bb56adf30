/**
 * Spec P2 §4: drafts are keyed by the form's context — a plain note, a channel, a renote (quote),
 * a reply, or an existing note being edited. The first that applies wins.
 */
export interface DraftContext {
  channelId?: string | null;
  renoteId?: string | null;
  replyId?: string | null;
  editId?: string | null;
}

export function draftKeyFor(ctx: DraftContext): string {
  if (ctx.editId) return `edit:${ctx.editId}`;
  if (ctx.replyId) return `reply:${ctx.replyId}`;
  if (ctx.renoteId) return `renote:${ctx.renoteId}`;
  if (ctx.channelId) return `channel:${ctx.channelId}`;
  return 'note';
}

import { countGraphemes } from './cw-summary.ts';

/** The parent drawn above a reply stays small: past 3 lines or 140 characters it is cut with a fade. */
export const REPLY_PREVIEW_MAX_LINES = 3;
export const REPLY_PREVIEW_MAX_CHARS = 140;

export function truncatesReplyPreview(text: string | null | undefined): boolean {
  if (!text) return false;
  return text.split('\n').length > REPLY_PREVIEW_MAX_LINES || countGraphemes(text) > REPLY_PREVIEW_MAX_CHARS;
}

/** A reply whose parent the server did not send (deleted, or not visible to the viewer). */
export function replyParentGone(note: { replyId?: string | null; reply?: { isHidden?: boolean } | null }) {
  return !!note.replyId && (!note.reply || note.reply.isHidden === true);
}

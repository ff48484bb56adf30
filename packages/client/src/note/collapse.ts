/** Spec P2 §4, §9: a note without content warning collapses when it has more than 9 lines or 500 characters. */
export const COLLAPSE_MAX_LINES = 9;
export const COLLAPSE_MAX_CHARS = 500;

export function shouldCollapse(note: { cw?: string | null; text: string | null }): boolean {
  if (note.cw != null || note.text == null) return false;
  return note.text.split('\n').length > COLLAPSE_MAX_LINES || note.text.length > COLLAPSE_MAX_CHARS;
}

export interface SubmitState {
  posting: boolean;
  frozen: boolean;
  /** The text including what an input method is still composing. */
  text: string;
  fileCount: number;
  pollChoices: string[] | null;
  /** The poll's end is usable: in the future, or a positive duration (true without a poll). */
  pollExpiryValid: boolean;
  hasRenote: boolean;
  hasQuote: boolean;
  cwEnabled: boolean;
  cw: string;
  maxTextLength: number;
}

/** Spec P2 §5: whitespace a content warning may not consist of (spaces, full-width spaces, line breaks). */
const BLANK = /^[\s\u3000]*$/;

/** Spec P2 §5: when a note may be submitted. */
export function canSubmit(s: SubmitState): boolean {
  if (s.posting || s.frozen) return false;
  const hasContent =
    s.text.trim().length >= 1 || s.fileCount > 0 || s.pollChoices !== null || s.hasRenote || s.hasQuote;
  if (!hasContent) return false;
  if (s.text.length > s.maxTextLength) return false;
  if (s.cwEnabled && BLANK.test(s.cw)) return false;
  if (s.pollChoices !== null && s.pollChoices.length < 2) return false;
  if (s.pollChoices !== null && !s.pollExpiryValid) return false;
  return true;
}

/** Spec P2 §5: the counter shows the remaining count under 100, and is highlighted when over. */
export function remainingCounter(
  textLength: number,
  max: number,
): { show: boolean; over: boolean; remaining: number } {
  const remaining = max - textLength;
  return { show: remaining < 100, over: remaining < 0, remaining };
}

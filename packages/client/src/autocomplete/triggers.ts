/**
 * Spec P2 §5, autocomplete triggers: `@` users (letters, digits and underscore only), `#` hashtags, `:` emoji,
 * `$[` MFM function names. Hashtag, emoji and MFM suggestions stop when a space follows the trigger.
 */

export type TriggerType = 'user' | 'hashtag' | 'emoji' | 'mfmTag';

export interface Trigger {
  type: TriggerType;
  /** What was typed after the trigger, up to the caret. */
  query: string;
  /** Index of the trigger character (`@`, `#`, `:` or the `$` of `$[`). */
  start: number;
}

const USER_QUERY = /^[A-Za-z0-9_]*$/;
const EMOJI_QUERY = /^[\p{L}\p{N}\p{M}_+-]+$/u;
const MFM_QUERY = /^[A-Za-z0-9]*$/;
/** A character that may stand right before a trigger: none (start of text) or a space or line break. */
const BOUNDARY = /[\s\u3000]/;

const atBoundary = (before: string, index: number) => index === 0 || BOUNDARY.test(before[index - 1]!);

/** `:a::b` — a colon right after a complete `:name:` code may start the next emoji. */
function afterEmojiCode(before: string, index: number): boolean {
  return /:[\p{L}\p{N}\p{M}_+-]+:$/u.test(before.slice(0, index));
}

/** The trigger being typed at `caret`, or null. Only the trigger nearest the caret counts. */
export function detectTrigger(text: string, caret: number): Trigger | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  const hash = before.lastIndexOf('#');
  const colon = before.lastIndexOf(':');
  const mfm = before.lastIndexOf('$[');
  const start = Math.max(at, hash, colon, mfm);
  if (start === -1) return null;

  if (start === mfm) {
    const query = before.slice(start + 2);
    return MFM_QUERY.test(query) ? { type: 'mfmTag', query, start } : null;
  }
  const query = before.slice(start + 1);
  if (start === at) {
    // `a@b` is an e-mail address or the host part of a mention, not a new mention
    if (!atBoundary(before, start) || !USER_QUERY.test(query)) return null;
    return { type: 'user', query, start };
  }
  if (start === hash) {
    if (!atBoundary(before, start) || /[\s\u3000]/.test(query) || query === '' || /[#@:]/.test(query))
      return null;
    return { type: 'hashtag', query, start };
  }
  if (!EMOJI_QUERY.test(query)) return null;
  if (!atBoundary(before, start) && !afterEmojiCode(before, start)) return null;
  return { type: 'emoji', query, start };
}

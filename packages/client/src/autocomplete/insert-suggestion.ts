import type { Trigger } from './triggers.ts';

/**
 * A host in its ASCII form (punycode for internationalised names), as spec P2 §5 wants in mentions of
 * remote users. The URL parser does the conversion; a host it refuses is kept as given.
 */
export function asciiHost(host: string): string {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return host;
  }
}

/** `@username`, or `@username@host` (ASCII host) for a user of another server. */
export function mentionText(username: string, host: string | null | undefined): string {
  return host ? `@${username}@${asciiHost(host)}` : `@${username}`;
}

export type Suggestion =
  | { type: 'user'; username: string; host: string | null }
  | { type: 'hashtag'; tag: string }
  | { type: 'emoji'; value: string }
  | { type: 'mfmTag'; name: string };

/** The text and caret after choosing `suggestion` for the trigger typed up to `caret`. */
export function insertSuggestion(
  text: string,
  caret: number,
  trigger: Trigger,
  suggestion: Suggestion,
): { text: string; caret: number } {
  const head = text.slice(0, trigger.start);
  const tail = text.slice(caret);
  // a mention or hashtag ends with a space, unless the text after it already starts with one
  const space = /^[\s\u3000]/.test(tail) ? '' : ' ';
  let inserted: string;
  let caretOffset: number | null = null;
  switch (suggestion.type) {
    case 'user':
      inserted = `${mentionText(suggestion.username, suggestion.host)}${space}`;
      break;
    case 'hashtag':
      inserted = `#${suggestion.tag}${space}`;
      break;
    case 'emoji':
      inserted = suggestion.value;
      break;
    case 'mfmTag':
      // `$[name ]` with the caret before `]`, ready for the text the effect applies to
      inserted = `$[${suggestion.name} ]`;
      caretOffset = inserted.length - 1;
      break;
  }
  return { text: head + inserted + tail, caret: head.length + (caretOffset ?? inserted.length) };
}

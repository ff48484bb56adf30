/**
 * Autocomplete for text fields (spec P2 §5): `@` users (letters, digits, underscore), `#` hashtags, `:` emoji,
 * `$[` MFM functions; hashtag, emoji and MFM suggestions stop at a space. Arrow keys move through the list,
 * Enter or Tab insert, Escape closes, the mouse works too. Remote mentions are inserted as `@user@host` with
 * the host in ASCII (punycode).
 *
 * Two ways to use it (inside the app's providers: it reads the account, the stream and the settings):
 *
 * 1. The hook, for a textarea you render yourself:
 *
 *    ```tsx
 *    const ref = useRef<HTMLTextAreaElement>(null);
 *    const popup = useAutocomplete({ textareaRef: ref, value: text, onChange: setText });
 *    return <>
 *      <textarea ref={ref} value={text} onChange={(e) => setText(e.target.value)} />
 *      {popup}
 *    </>;
 *    ```
 *
 *    The textarea must be in the DOM when the component mounts (the hook adds its listeners then). While the
 *    list is open the hook takes ArrowUp/ArrowDown, Enter (without Ctrl/Cmd/Shift), Tab and Escape before your
 *    own key handlers see them, so Enter inserts a suggestion instead of submitting and Escape closes the list
 *    instead of the form; Ctrl/Cmd+Enter still reaches you. `popup` is null when closed (it is portalled next
 *    to the caret, so where you render it does not matter).
 *
 * 2. The wrapper: `<AutocompleteTextarea value={text} onValueChange={setText} …textarea props />`.
 *
 * The rules are plain functions: `detectTrigger(text, caret)` → `{ type, query, start } | null`, and
 * `insertSuggestion(text, caret, trigger, suggestion)` → `{ text, caret }`.
 */
import './autocomplete.css';

export { useAutocomplete, type UseAutocompleteOptions } from './useAutocomplete.tsx';
export { AutocompleteTextarea } from './AutocompleteTextarea.tsx';
export { detectTrigger, type Trigger, type TriggerType } from './triggers.ts';
export { insertSuggestion, mentionText, asciiHost, type Suggestion } from './insert-suggestion.ts';
export { MFM_FN_NAMES } from '@/mfm/index.ts';

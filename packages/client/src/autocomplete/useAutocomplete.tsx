import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { useMe } from '@/account/index.ts';
import { useApi } from '@/api/index.ts';
import { roleIdsOf, useCustomEmojis } from '@/emoji/index.ts';
import { t } from '@/i18n/index.ts';
import { Z_INDEX_BANDS } from '@/ui/index.ts';
import { caretPosition } from './caret-position.ts';
import { insertSuggestion } from './insert-suggestion.ts';
import { loadedSuggestionParts, loadSuggestionParts } from './load-suggestion-parts.ts';
import { optionId } from './option-id.ts';
import type { SuggestionItem } from './suggestion-sources.ts';
import { detectTrigger, type Trigger } from './triggers.ts';

export interface UseAutocompleteOptions {
  textareaRef: RefObject<HTMLTextAreaElement | HTMLInputElement | null>;
  value: string;
  onChange: (next: string) => void;
}

type Field = HTMLTextAreaElement | HTMLInputElement;
const sameTrigger = (a: Trigger | null, b: Trigger | null) =>
  a?.type === b?.type && a?.query === b?.query && a?.start === b?.start;

/**
 * Suggestions while typing in a text field (spec P2 §5): users after `@`, hashtags after `#`, emoji after `:`,
 * MFM functions after `$[`. Arrow keys move, Enter or Tab insert, Escape closes; the mouse works too.
 * Returns the popup element to render anywhere (it is portalled next to the caret).
 */
export function useAutocomplete({ textareaRef, value, onChange }: UseAutocompleteOptions): ReactNode {
  const [trigger, setTrigger] = useState<Trigger | null>(null);
  const [items, setItems] = useState<SuggestionItem[]>([]);
  const [active, setActive] = useState(0);
  const dismissed = useRef<Trigger | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const listId = useId();
  const { me } = useMe();
  const api = useApi();
  const customEmojis = useCustomEmojis();
  const roleIds = useMemo(() => roleIdsOf(me), [me]);
  const open = trigger !== null && items.length > 0;

  const readTrigger = useCallback(() => {
    const field = textareaRef.current;
    if (!field || document.activeElement !== field || field.selectionStart !== field.selectionEnd) {
      setTrigger(null);
      return;
    }
    const next = detectTrigger(field.value, field.selectionStart ?? field.value.length);
    if (next && sameTrigger(next, dismissed.current)) return setTrigger(null);
    dismissed.current = null;
    setTrigger((prev) => (sameTrigger(prev, next) ? prev : next));
  }, [textareaRef]);

  // the caret after an insertion, once the new value is in the field
  useLayoutEffect(() => {
    const field = textareaRef.current;
    if (field && pendingCaret.current !== null && field.value === value) {
      field.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
    }
    readTrigger();
  }, [value, textareaRef, readTrigger]);

  useEffect(() => {
    if (!trigger) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    loadSuggestionParts()
      .then(({ fetchSuggestions }) =>
        fetchSuggestions(trigger, {
          api,
          customEmojis: customEmojis ?? [],
          roleIds,
          signal: controller.signal,
        }),
      )
      .then(
        (found) => {
          if (controller.signal.aborted) return;
          setItems(found);
          setActive(0);
        },
        () => {
          if (!controller.signal.aborted) setItems([]);
        },
      );
    return () => controller.abort();
  }, [trigger, api, customEmojis, roleIds]);

  const choose = useCallback(
    (item: SuggestionItem) => {
      const field = textareaRef.current;
      if (!field || !trigger) return;
      const caret = field.selectionStart ?? field.value.length;
      const next = insertSuggestion(field.value, caret, trigger, item.suggestion);
      pendingCaret.current = next.caret;
      setTrigger(null);
      onChange(next.text);
      field.focus();
    },
    [textareaRef, trigger, onChange],
  );

  // native listeners on the field: they run before React's handlers (dispatched from the root), so
  // Enter inserts instead of submitting
  const state = useRef({ open, items, active, choose, trigger });
  useLayoutEffect(() => {
    state.current = { open, items, active, choose, trigger };
  });
  useEffect(() => {
    const field = textareaRef.current;
    if (!field) return;
    const onKeyDown = (e: Event) => {
      const ev = e as KeyboardEvent;
      const s = state.current;
      if (!s.open || ev.isComposing) return;
      const n = s.items.length;
      // the form's own key handlers (React's, at the root) never see it
      const handled = () => {
        ev.preventDefault();
        ev.stopPropagation();
      };
      if (ev.key === 'ArrowDown' || ev.key === 'ArrowUp') {
        handled();
        setActive((s.active + (ev.key === 'ArrowDown' ? 1 : n - 1)) % n);
      } else if ((ev.key === 'Enter' && !ev.ctrlKey && !ev.metaKey && !ev.shiftKey) || ev.key === 'Tab') {
        const item = s.items[s.active];
        if (!item) return;
        handled();
        s.choose(item);
      } else if (ev.key === 'Escape') {
        handled();
        dismissed.current = s.trigger;
        setTrigger(null);
      }
    };
    const onCaret = () => readTrigger();
    const onBlur = () => setTrigger(null);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('keyup', onCaret);
    field.addEventListener('click', onCaret);
    field.addEventListener('focus', onCaret);
    field.addEventListener('blur', onBlur);
    return () => {
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('keyup', onCaret);
      field.removeEventListener('click', onCaret);
      field.removeEventListener('focus', onCaret);
      field.removeEventListener('blur', onBlur);
    };
  }, [textareaRef, readTrigger]);

  // the field tells assistive technology about the list and the highlighted option
  useEffect(() => {
    const field = textareaRef.current;
    if (!field) return;
    field.setAttribute('aria-autocomplete', 'list');
    if (open) {
      field.setAttribute('aria-controls', listId);
      field.setAttribute('aria-activedescendant', optionId(listId, active));
    } else {
      field.removeAttribute('aria-controls');
      field.removeAttribute('aria-activedescendant');
    }
  }, [textareaRef, open, listId, active]);

  // items only arrive through the loaded parts, so an open list always has its popup
  const parts = loadedSuggestionParts();
  if (!open || !trigger || !textareaRef.current || !parts) return null;
  const { AutocompletePopup } = parts;
  return (
    <AutocompletePopup
      id={listId}
      label={t('autocompleteSuggestions')}
      items={items}
      active={Math.min(active, items.length - 1)}
      style={popupStyle(textareaRef.current, trigger.start)}
      onChoose={choose}
      onHover={setActive}
    />
  );
}

function popupStyle(field: Field, start: number): CSSProperties {
  const rect = field.getBoundingClientRect();
  const caret = caretPosition(field, start);
  const top = rect.top + Math.min(Math.max(caret.top, 0), rect.height) + caret.height;
  const left = Math.min(rect.left + Math.max(caret.left, 0), window.innerWidth - 260);
  // above the post form, even in a modal; dialogs opened later still cover it
  return { position: 'fixed', top, left: Math.max(left, 8), zIndex: Z_INDEX_BANDS.high };
}

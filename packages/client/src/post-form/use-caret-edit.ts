import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { TextEdit } from './mfm-insert.ts';

/** A change of the text at the caret: given the text and the selection, what it becomes. */
export type CaretEdit = (value: string, start: number, end: number) => TextEdit;

/**
 * Applies a toolbar's edit (a mention, an effect) at the text area's caret, then puts the focus back
 * there with the caret or selection the edit chose, once the new text is drawn.
 */
export function useCaretEdit(
  textRef: RefObject<HTMLTextAreaElement | null>,
  text: string,
  setText: (text: string) => void,
) {
  const pending = useRef<[number, number] | null>(null);
  useLayoutEffect(() => {
    const el = textRef.current;
    const selection = pending.current;
    if (!el || !selection) return;
    pending.current = null;
    el.focus();
    el.setSelectionRange(...selection);
  }, [text, textRef]);
  return (edit: CaretEdit) => {
    const el = textRef.current;
    const start = el?.selectionStart ?? text.length;
    const next = edit(text, start, el?.selectionEnd ?? start);
    pending.current = next.selection;
    setText(next.value);
  };
}

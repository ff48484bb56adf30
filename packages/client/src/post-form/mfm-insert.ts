import { MFM_FN_NAMES, type MfmFnName } from '@/mfm/index.ts';

/** The effects the insert menu offers: every MFM function of spec P2 §3. */
export const INSERTABLE_FNS: readonly MfmFnName[] = MFM_FN_NAMES;

/** Arguments an effect starts with, so the inserted markup shows something right away. */
const STARTING_ARGS: Partial<Record<MfmFnName, string>> = {
  fg: 'color=f00',
  bg: 'color=ff0',
  border: 'color=f00',
  font: 'serif',
  position: 'x=1',
  scale: 'x=2,y=2',
  rotate: 'deg=30',
};

/** The opening of an effect: `$[x2 `, `$[fg.color=f00 `. */
export function fnOpening(name: MfmFnName): string {
  const args = STARTING_ARGS[name];
  return `$[${name}${args ? `.${args}` : ''} `;
}

export interface TextEdit {
  value: string;
  /** Where the caret goes afterwards (selection start and end). */
  selection: [number, number];
}

/**
 * Wraps the selected text in an effect, `$[name selected]`, keeping the selection on that text; with
 * nothing selected the caret lands inside the brackets, ready to type.
 */
export function wrapInFn(value: string, start: number, end: number, name: MfmFnName): TextEdit {
  const opening = fnOpening(name);
  const inner = value.slice(start, end);
  const at = start + opening.length;
  return {
    value: `${value.slice(0, start)}${opening}${inner}]${value.slice(end)}`,
    selection: [at, at + inner.length],
  };
}

/** Puts text at the caret (replacing a selection), the caret after it. */
export function insertText(value: string, start: number, end: number, text: string): TextEdit {
  const at = start + text.length;
  return { value: value.slice(0, start) + text + value.slice(end), selection: [at, at] };
}

/** A mention typed at the caret: a space before it when it would join the previous word, one after it. */
export function mentionInsert(value: string, start: number, end: number, mention: string): TextEdit {
  const before = start > 0 && !/\s/.test(value[start - 1]!) ? ' ' : '';
  return insertText(value, start, end, `${before}${mention} `);
}

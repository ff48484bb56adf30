import type { Value } from './runtime.ts';

/** Readers of a component's properties: a wrong type reads as missing, never as an error on screen. */
export const propStr = (p: Map<string, Value>, key: string): string | undefined => {
  const v = p.get(key);
  return v?.type === 'str' ? v.value : v?.type === 'num' ? String(v.value) : undefined;
};
export const propNum = (p: Map<string, Value>, key: string): number | undefined => {
  const v = p.get(key);
  return v?.type === 'num' && Number.isFinite(v.value) ? v.value : undefined;
};
export const propBool = (p: Map<string, Value>, key: string): boolean | undefined => {
  const v = p.get(key);
  return v?.type === 'bool' ? v.value : undefined;
};
export const propFn = (p: Map<string, Value>, key: string): Value | undefined => {
  const v = p.get(key);
  return v?.type === 'fn' ? v : undefined;
};
export const propObj = (p: Map<string, Value>, key: string): Map<string, Value> | undefined => {
  const v = p.get(key);
  return v?.type === 'obj' ? v.value : undefined;
};
export const propArr = (p: Map<string, Value>, key: string): Value[] => {
  const v = p.get(key);
  return v?.type === 'arr' ? v.value : [];
};

/** The ids of the components in a `children` list (each a component a program holds, or its id). */
export function childIds(p: Map<string, Value>): string[] {
  return propArr(p, 'children').flatMap((c) => {
    if (c.type === 'str') return [c.value];
    if (c.type === 'obj') {
      const id = c.value.get('id');
      return id?.type === 'str' ? [id.value] : [];
    }
    return [];
  });
}

const FONTS: Record<string, string> = { serif: 'serif', 'sans-serif': 'sans-serif', monospace: 'monospace' };
export const fontOf = (p: Map<string, Value>): string | undefined => FONTS[propStr(p, 'font') ?? ''];

/** A text size in em as a program gives it, kept to what a page can hold. */
export const sizeOf = (p: Map<string, Value>): string | undefined => {
  const n = propNum(p, 'size');
  return n === undefined ? undefined : `${Math.min(8, Math.max(0.5, n))}em`;
};

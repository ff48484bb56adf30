import type { Value } from './runtime.ts';

/** A function's argument of the kind it needs, or an error the program sees (as the runtime's own checks do). */
export function strArg(v: Value | undefined, where: string): string {
  if (v?.type !== 'str') throw new Error(`${where}: expected a string`);
  return v.value;
}
export function numArg(v: Value | undefined, where: string): number {
  if (v?.type !== 'num') throw new Error(`${where}: expected a number`);
  return v.value;
}
export function arrArg(v: Value | undefined, where: string): Value[] {
  if (v?.type !== 'arr') throw new Error(`${where}: expected an array`);
  return v.value;
}
/** An object's entries; null or nothing is an empty object. */
export function objArg(v: Value | undefined, where: string): Map<string, Value> {
  if (v === undefined || v.type === 'null') return new Map();
  if (v.type !== 'obj') throw new Error(`${where}: expected an object`);
  return new Map(v.value);
}
export const optStr = (v: Value | undefined): string | undefined => (v?.type === 'str' ? v.value : undefined);
/** A function a program passed, or an error it sees. */
export function fnArg(v: Value | undefined, where: string): Value {
  if (v?.type !== 'fn') throw new Error(`${where}: expected a function`);
  return v;
}

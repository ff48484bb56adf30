import { numArg, optStr, strArg } from './args.ts';
import type { Runtime, Value } from './runtime.ts';

/**
 * Properties of strings and arrays that make something as large as a program asks for in one step
 * (`[0].repeat(1e9)`, `"".pad_start(1e9)`): the runtimes would build it synchronously and the page
 * would freeze or run out of memory. Kumo reads these properties through its own guarded versions.
 */
const GUARDED = new Set(['repeat', 'pad_start', 'pad_end']);
export const GUARD_FN = 'Kumo:guarded_prop';

/** The most items or characters one of those calls may make. */
export const MAX_MADE = 10_000_000;

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/** The program with every read of a guarded property (not an assignment to one) going through GUARD_FN. */
export function guardAst<T>(node: T, key?: string): T {
  if (Array.isArray(node)) return node.map((n) => guardAst(n)) as T;
  // an object literal keeps its entries in a Map
  if (node instanceof Map) return new Map([...node].map(([k, v]) => [k, guardAst(v)])) as T;
  if (!isNode(node)) return node;
  const out: Node = {};
  for (const [k, v] of Object.entries(node)) out[k] = k === 'loc' ? v : guardAst(v, k);
  if (out.type === 'prop' && typeof out.name === 'string' && GUARDED.has(out.name) && key !== 'dest') {
    return {
      type: 'call',
      loc: out.loc,
      target: { type: 'identifier', name: GUARD_FN, loc: out.loc },
      args: [out.target, { type: 'str', value: out.name, loc: out.loc }],
    } as T;
  }
  return out as T;
}

function tooLarge(size: number, where: string): void {
  if (!(size <= MAX_MADE)) throw new Error(`${where}: the result would be too large (at most ${MAX_MADE})`);
}

/** The guarded property reader a rewritten program calls. */
export function guardLibrary(rt: Runtime): Record<string, Value> {
  const { values } = rt;
  const method = (target: Value, prop: string): Value =>
    values.FN_NATIVE(([a, b]) => {
      if (prop === 'repeat') {
        const times = numArg(a, `${target.type}.repeat`);
        if (!Number.isInteger(times) || times < 0)
          throw new Error(`${target.type}.repeat expected a non-negative integer`);
        if (target.type === 'str') {
          tooLarge(target.value.length * times, 'str.repeat');
          return values.STR(target.value.repeat(times));
        }
        if (target.type === 'arr') {
          tooLarge(target.value.length * times, 'arr.repeat');
          const items = target.value;
          return values.ARR(Array.from({ length: times }, () => items).flat());
        }
      }
      if (target.type === 'str' && (prop === 'pad_start' || prop === 'pad_end')) {
        const width = numArg(a, `str.${prop}`);
        tooLarge(width, `str.${prop}`);
        const pad = optStr(b) ?? ' ';
        return values.STR(
          prop === 'pad_start' ? target.value.padStart(width, pad) : target.value.padEnd(width, pad),
        );
      }
      throw new Error(`No such prop: ${prop} of ${target.type}`);
    });
  return {
    [GUARD_FN]: values.FN_NATIVE(([target, name]) => {
      const prop = strArg(name, GUARD_FN);
      if (target?.type === 'obj') return target.value.get(prop) ?? values.NULL;
      if (target?.type === 'str' || target?.type === 'arr') return method(target, prop);
      throw new Error(`Cannot read prop (${prop}) of ${target?.type ?? 'nothing'}.`);
    }),
  };
}

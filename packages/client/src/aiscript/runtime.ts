import type * as AiScript1 from '@syuilo/aiscript';
import type { RuntimeKind } from './version.ts';

/**
 * The parts of an AiScript runtime Kumo uses; 0.19 and 1.x share them (values, utils, Parser,
 * Interpreter, errors), so the rest of Kumo is written once against the newer one's types.
 */
export type Runtime = Pick<typeof AiScript1, 'Parser' | 'Interpreter' | 'values' | 'utils' | 'errors'>;
export type Value = AiScript1.values.Value;
export type Interpreter = AiScript1.Interpreter;

const loaded = new Map<RuntimeKind, Promise<Runtime>>();

/** Loads the runtime of one language version, once; each is its own chunk, fetched when a program needs it. */
export function loadRuntime(kind: RuntimeKind): Promise<Runtime> {
  let runtime = loaded.get(kind);
  if (!runtime) {
    runtime = (
      kind === '1' ? import('@syuilo/aiscript') : (import('aiscript-0-19') as unknown as Promise<Runtime>)
    ).catch((error: unknown) => {
      loaded.delete(kind);
      throw error;
    });
    loaded.set(kind, runtime);
  }
  return runtime;
}

import { numArg } from './args.ts';
import { guardAst, guardLibrary } from './guard-ast.ts';
import { mkLibrary, type ProgramHost } from './mk-library.ts';
import { loadRuntime, type Interpreter, type Runtime, type Value } from './runtime.ts';
import { uiLibrary } from './ui-library.ts';
import type { UiStore } from './ui-store.ts';
import { runtimeFor, type RuntimeKind } from './version.ts';
import { watchInterpreter } from './watchdog.ts';

/** The longest array a program may make in one call: past it, the call fails instead of the page. */
export const MAX_ARRAY_LENGTH = 1_000_000;

export interface ProgramOptions {
  host: ProgramHost;
  /** Where the program's `Ui:` components go (Play, the scratchpad); without it, no `Ui:` library. */
  ui?: UiStore;
  /** More of the library, by name (the plugin API). */
  extra?: (rt: Runtime) => Record<string, Value>;
  /** A line the program printed (`<:` / `print`). */
  onOutput: (text: string) => void;
  /** The program failed (a syntax or runtime error, or it was stopped as a runaway). */
  onError: (message: string, kind: 'syntax' | 'runtime' | 'runaway') => void;
  /** Answers `readline`. */
  readline?: (question: string) => Promise<string>;
}

export interface RunningProgram {
  kind: RuntimeKind;
  runtime: Runtime;
  /** Calls one of the program's functions (a button's handler, a plugin's action). */
  call: (fn: Value, args?: Value[]) => Promise<Value | undefined>;
  stop: () => void;
  /** Settles when the program's top level has run (its handlers may still be called later). */
  done: Promise<void>;
}

/** How long a program may compute before it lets the page draw and answer input. */
export const SLICE_MS = 12;

/**
 * The 1.x runtime's pause between slices of work, asked for at every step: it yields to the page
 * once a slice is used up (1.x's own interval, every 300 steps, can be skipped over by steps the
 * runtime takes synchronously, and then a loop never yields). 0.19 pauses by itself every 300 steps.
 */
function slicer(): () => Promise<void> {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < SLICE_MS) return Promise.resolve();
    return new Promise((resolve) =>
      setTimeout(() => {
        sliceStart = performance.now();
        resolve();
      }, 0),
    );
  };
}

const steps = (interpreter: Interpreter): number =>
  (interpreter as unknown as { stepCount?: number }).stepCount ?? 0;

/** A guarded `Arr:create`: the runtime's own would fill the memory with any length asked for. */
function guardedLibrary(rt: Runtime): Record<string, Value> {
  const { values } = rt;
  return {
    'Arr:create': values.FN_NATIVE(([length, initial]) => {
      const n = numArg(length, 'Arr:create');
      if (!Number.isInteger(n) || n < 0 || n > MAX_ARRAY_LENGTH)
        throw new Error(`Arr:create: a length from 0 to ${MAX_ARRAY_LENGTH} is allowed`);
      return values.ARR(Array.from({ length: n }, () => initial ?? values.NULL));
    }),
  };
}

/** Puts Kumo's versions of standard functions in place of the runtime's (its own library wins over any given). */
function replaceStandard(interpreter: Interpreter, replacements: Record<string, Value>): void {
  const scope = (
    interpreter as unknown as { scope?: { layerdStates?: Array<Map<string, { value: Value }>> } }
  ).scope;
  const root = scope?.layerdStates?.[0];
  if (!root) throw new Error('AiScript: the standard library could not be guarded');
  for (const [name, value] of Object.entries(replacements)) {
    const existing = root.get(name);
    if (existing) root.set(name, { ...existing, value });
  }
}

/**
 * Makes every further step fail once `halted()` is true. The runtimes' own abort only makes each
 * step do nothing, and a `loop` of steps that do nothing spins forever without yielding: the page
 * would freeze at the moment the program was stopped.
 */
function haltWhen(interpreter: Interpreter, halted: () => boolean): void {
  const target = interpreter as unknown as { _eval?: (...args: unknown[]) => Promise<unknown> };
  const step = target._eval?.bind(interpreter);
  if (!step) throw new Error('AiScript: the interpreter cannot be stopped');
  target._eval = (...args) => (halted() ? Promise.reject(new Error('stopped')) : step(...args));
}

/**
 * Loads the runtime the program's header asks for, parses the program and runs it, with Misskey's
 * `Mk:` library (and `Ui:` when there is a place to draw). A syntax error is reported before anything
 * runs; a runaway is aborted with a message; `stop` ends the program at once.
 */
export async function startProgram(source: string, options: ProgramOptions): Promise<RunningProgram> {
  const kind = runtimeFor(source);
  const rt = await loadRuntime(kind);
  let ast;
  try {
    ast = guardAst(rt.Parser.parse(source));
  } catch (error) {
    options.onError(error instanceof Error ? error.message : String(error), 'syntax');
    throw error;
  }
  let stopped = false;
  const interpreter: Interpreter = new rt.Interpreter(
    {
      ...mkLibrary(rt, options.host),
      ...(options.ui ? uiLibrary(rt, options.ui) : {}),
      ...guardLibrary(rt),
      ...options.extra?.(rt),
    },
    {
      out: (value) =>
        options.onOutput(value.type === 'str' ? value.value : rt.utils.valToString(value, true)),
      err: (error) => {
        if (!stopped) options.onError(error.message, 'runtime');
      },
      in: options.readline,
      log: () => undefined,
      ...(kind === '1' ? { irqRate: 1, irqSleep: slicer() } : {}),
    },
  );
  replaceStandard(interpreter, guardedLibrary(rt));
  haltWhen(interpreter, () => stopped);
  const stop = () => {
    if (stopped) return;
    stopped = true;
    unwatch();
    interpreter.abort();
  };
  const unwatch = watchInterpreter(
    () => steps(interpreter),
    () => {
      if (stopped) return;
      options.onError('', 'runaway');
      stop();
    },
  );
  const done = interpreter.exec(ast).catch((error: unknown) => {
    if (!stopped) options.onError(error instanceof Error ? error.message : String(error), 'runtime');
  });
  return {
    kind,
    runtime: rt,
    call: async (fn, args = []) => {
      if (stopped) return undefined;
      if (fn.type !== 'fn') return undefined;
      try {
        return await interpreter.execFn(fn, args);
      } catch (error) {
        if (!stopped) options.onError(error instanceof Error ? error.message : String(error), 'runtime');
        return undefined;
      }
    },
    stop,
    done,
  };
}

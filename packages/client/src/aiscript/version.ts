/**
 * Which AiScript a program is written for. A program names its language version in a first-line
 * header, `/// @ 1.0.0`; one without a header (or naming a 0.x version) is the 0.19 language that
 * programs were written in before 1.0, as in Misskey. Both runtimes are kept so that programs of
 * either era run unchanged.
 */
export type RuntimeKind = '0.19' | '1';

const HEADER = /^\s*\/\/\/\s*@\s*([A-Z0-9_.-]+)/i;

/** The version a program's header names, or null when it has none. */
export function headerVersion(source: string): string | null {
  return HEADER.exec(source)?.[1] ?? null;
}

export function runtimeFor(source: string): RuntimeKind {
  const version = headerVersion(source);
  const major = version ? Number.parseInt(version, 10) : 0;
  return Number.isFinite(major) && major >= 1 ? '1' : '0.19';
}

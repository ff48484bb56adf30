export type ThemeBase = 'light' | 'dark';

/** A theme document in Misskey's format, after validation (see validate-theme.ts). */
export interface Theme {
  id: string;
  name: string;
  author: string;
  base: ThemeBase;
  desc?: string;
  kind?: ThemeBase;
  props: Readonly<Record<string, string>>;
}

/** The two themes every other theme inherits its props from. */
export interface ThemeBases {
  light: Theme;
  dark: Theme;
}

/** The bases, optionally with the full built-in list so preferences may name themes by id. */
export type ThemeCatalog = ThemeBases & { all?: readonly Theme[] };

export type ThemeError =
  | { kind: 'syntax'; message: string; offset: number; line: number; column: number }
  | { kind: 'invalid-document'; message: string }
  | { kind: 'invalid-id'; message: string }
  | { kind: 'invalid-name'; message: string }
  | { kind: 'invalid-base'; message: string }
  | { kind: 'invalid-props'; message: string }
  | { kind: 'invalid-key'; key: string; message: string }
  | { kind: 'invalid-value'; key: string; message: string }
  | { kind: 'unsafe-value'; key: string; message: string }
  | { kind: 'unknown-ref'; key: string; ref: string; message: string }
  | { kind: 'cycle'; key: string; chain: string[]; message: string };

export type ThemeErrorKind = ThemeError['kind'];

export type ThemeResult = { ok: true; theme: Theme } | { ok: false; error: ThemeError };

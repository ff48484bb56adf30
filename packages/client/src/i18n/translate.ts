import type { Locale, LocaleKey } from './locales/en-US.ts';

export type TranslateParams = Record<string, string | number>;

/** Replaces `{name}` placeholders; a missing key shows the key itself (spec P1 §8). */
export function translate(locale: Partial<Locale>, key: LocaleKey, params?: TranslateParams): string {
  const text = locale[key];
  if (text === undefined) return key;
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

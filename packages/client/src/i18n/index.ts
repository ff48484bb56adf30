export { t, knownKey, loadLocale, installLocaleData, pickLang, lang, SUPPORTED_LANGS } from './i18n.ts';
export type { Lang } from './i18n.ts';
export type { LocaleKey, Locale } from './locales/en-US.ts';
export { minorDigits, formatPrice } from './money.ts';

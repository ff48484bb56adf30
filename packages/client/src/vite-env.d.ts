/// <reference types="vite/client" />

/** The client's version, from packages/client/package.json, set at build time. */
declare const __KUMO_VERSION__: string;

/** Version of the translation files (`/assets/locales/{lang}.{version}.json`), set at build time. */
declare const __KUMO_LOCALE_VERSION__: string;

/** Each built-in theme's compiled variables, a chunk each (build/theme-vars-plugin.ts). */
declare module 'virtual:kumo-theme-vars' {
  export const themeVarLoaders: Record<
    string,
    () => Promise<{ default: import('./theme/theme-cache.ts').ThemeVars }>
  >;
}

/// <reference types="vite/client" />

/** The client's version, from packages/client/package.json, set at build time. */
declare const __KUMO_VERSION__: string;

/** Version of the translation files (`/assets/locales/{lang}.{version}.json`), set at build time. */
declare const __KUMO_LOCALE_VERSION__: string;

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import moduleBoundaries from './eslint-rules/module-boundaries.js';

/**
 * The client's modules in layers (docs/ARCHITECTURE.md, "Module rules"): a module imports only
 * modules of a lower layer, and only through their index.ts. `pages/*` is every page area.
 */
const CLIENT_LAYERS = [
  ['i18n', 'stream', 'blurhash'],
  ['ui'],
  ['api', 'media-viewer', 'plugin-hooks'],
  ['queries', 'store', 'announcements'],
  ['router'],
  ['account', 'charts', 'drive', 'emoji', 'list', 'policies', 'sound', 'theme'],
  ['emoji-picker', 'follow', 'media', 'mfm', 'achievements', 'ads'],
  ['autocomplete', 'drive-manager', 'gallery', 'item-card', 'link-preview', 'user-card'],
  ['post-form'],
  ['user-menu'],
  ['note', 'aiscript', 'chat'],
  ['timeline', 'page-view'],
  ['notifications'],
  ['widgets'],
  ['deck'],
  ['app'],
  ['pages/*'],
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.kumo-data/**', '**/public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // the type check finds unused names (noUnusedLocals, noUnusedParameters), in a fraction of the time
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['packages/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // production code of the client; tests may reach into what they test
    files: ['packages/client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/client/src/test-setup.ts'],
    plugins: { kumo: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: {
      'kumo/module-boundaries': ['error', { srcRoot: 'packages/client/src', layers: CLIENT_LAYERS }],
      // a key built at run time is checked by its template literal type, or comes through knownKey()
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression > TSTypeReference[typeName.name='LocaleKey']",
          message:
            "No 'as LocaleKey': let the key's template literal type be checked, or use knownKey() for a server's word.",
        },
      ],
    },
  },
  {
    files: ['packages/client/src/i18n/i18n.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);

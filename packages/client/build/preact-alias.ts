/**
 * The client is written against React's API and runs on Preact's compatibility layer (`preact/compat`):
 * the same components in about a tenth of the renderer's size (issue 15's budget for the JavaScript
 * before the first note). Every import of React, in the client and in the libraries that use it, is
 * sent to Preact, in the build and in the unit tests alike, so what is tested is what ships.
 */
import type { Alias } from 'vite';

export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * Libraries that import React: the unit tests load them through Vite (as ES modules, not the CommonJS
 * build Node would pick) so that they get Preact too.
 */
export const reactLibraries = [/@tanstack\/react-query/, /virtua/, /@tabler\/icons-react/];
export const reactLibraryModules: Alias[] = [
  { find: /^@tabler\/icons-react$/, replacement: '@tabler/icons-react/dist/esm/tabler-icons-react.mjs' },
];

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import pkg from './package.json' with { type: 'json' };
import { localesPlugin, localeVersion } from './build/locales-plugin.ts';
import { twemojiPlugin } from './build/twemoji-plugin.ts';
import { themeVarsPlugin } from './build/theme-vars-plugin.ts';
import { earlyScriptPlugin } from './build/early-script-plugin.ts';

// In development the client runs on Vite and talks to a local instance (npm start) on port 3000.
const instance = process.env.KUMO_DEV_INSTANCE ?? 'http://localhost:3000';
const proxied = ['/api', '/files', '/emoji', '/fluent-emoji', '/avatar', '/proxy', '/url', '/identicon'];
const LOCALE_VERSION = localeVersion(pkg.version);

export default defineConfig({
  plugins: [react(), localesPlugin(LOCALE_VERSION), twemojiPlugin(), themeVarsPlugin(), earlyScriptPlugin()],
  // `@/note/index.ts`: another module of the client, through its public surface (docs/ARCHITECTURE.md)
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  define: {
    __KUMO_VERSION__: JSON.stringify(pkg.version),
    __KUMO_LOCALE_VERSION__: JSON.stringify(LOCALE_VERSION),
  },
  server: {
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, instance])),
      '/streaming': { target: instance, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // everything the entry loads at start goes into one chunk: split into many small shared chunks it
      // compresses worse and costs a request each; what loads later (routes, tools) stays split
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  // which files, and how isolated: the projects in the root vitest.config.ts
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
  },
});

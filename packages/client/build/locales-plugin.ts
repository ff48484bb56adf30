import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import { enUS } from '../src/i18n/locales/en-US.ts';
import { jaJP } from '../src/i18n/locales/ja-JP.ts';
import { jaKS } from '../src/i18n/locales/ja-KS.ts';

const LOCALES: Record<string, Record<string, string>> = { 'en-US': enUS, 'ja-JP': jaJP, 'ja-KS': jaKS };

/** The locale version changes whenever any translation changes, so stored copies are refetched. */
export function localeVersion(appVersion: string): string {
  const hash = createHash('sha256').update(JSON.stringify(LOCALES)).digest('hex').slice(0, 8);
  return `${appVersion}-${hash}`;
}

/**
 * Serves the translations as `/assets/locales/{lang}.{version}.json` (spec P1 §7): emitted as files
 * in the build, answered by the dev server in development.
 */
export function localesPlugin(version: string): Plugin {
  const files = Object.fromEntries(
    Object.entries(LOCALES).map(([lang, data]) => [
      `assets/locales/${lang}.${version}.json`,
      JSON.stringify(data),
    ]),
  );
  return {
    name: 'kumo-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files[(req.url ?? '').replace(/^\//, '').split('?')[0]!];
        if (file === undefined) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(file);
      });
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * The early script (src/early.js, plain JavaScript outside the bundle) as a file named by its
 * content (`assets/early-{hash}.js`, cached for good like the app's own files), named in the page's
 * head as an `async` script: cached with the app, it runs before the app's module does, not after
 * a round trip to check an unhashed file.
 */
export function earlyScriptPlugin(): Plugin {
  const source = readFileSync(new URL('../src/early.js', import.meta.url), 'utf8');
  const fileName = `assets/early-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  return {
    name: 'kumo-early-script',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.url ?? '').split('?')[0] !== `/${fileName}`) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head' }];
    },
  };
}

import { createReadStream } from 'node:fs';
import { cp, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** Only names made of hex code points joined by '-' are looked up: no path can be smuggled in. */
const TWEMOJI_PATH = /^\/twemoji\/([0-9a-f]+(?:-[0-9a-f]+)*)\.svg$/;

function twemojiDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('@twemoji/svg/package.json'));
}

/**
 * Serves Twemoji images (@twemoji/svg) at /twemoji/{codepoints}.svg: from node_modules through a middleware in
 * development, copied into the output's twemoji/ folder after a build (one directory copy, no bundling work).
 */
export function twemojiPlugin(): Plugin {
  const dir = twemojiDir();
  let config: ResolvedConfig;
  return {
    name: 'kumo-twemoji',
    configResolved(resolved) {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = TWEMOJI_PATH.exec((req.url ?? '').split('?')[0] ?? '');
        if (!match) return next();
        const file = path.join(dir, `${match[1]}.svg`);
        stat(file).then(
          () => {
            res.setHeader('Content-Type', 'image/svg+xml');
            res.setHeader('Cache-Control', 'public, max-age=86400');
            createReadStream(file).pipe(res);
          },
          () => {
            res.statusCode = 404;
            res.end();
          },
        );
      });
    },
    async writeBundle(options) {
      if (config.build.ssr) return;
      const outDir = options.dir ?? path.resolve(config.root, config.build.outDir);
      await cp(dir, path.join(outDir, 'twemoji'), {
        recursive: true,
        filter: (src) => src === dir || src.endsWith('.svg'),
      });
    },
  };
}

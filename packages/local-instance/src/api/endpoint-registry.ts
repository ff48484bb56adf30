import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { EndpointDef } from './endpoint.ts';

const ENDPOINTS_DIR = fileURLToPath(new URL('./endpoints/', import.meta.url));

let loaded: Promise<EndpointDef[]> | undefined;

/**
 * The API: every file under endpoints/ default-exports the endpoint its path names
 * (`endpoints/notes/reactions/create.ts` is `notes/reactions/create`), so a new endpoint is a new
 * file and nothing else. A file whose endpoint has another name stops the start-up.
 */
export function loadEndpoints(): Promise<EndpointDef[]> {
  loaded ??= Promise.all(
    readdirSync(ENDPOINTS_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .sort()
      .map(async (file) => {
        const name = file.slice(0, -'.ts'.length).split(path.sep).join('/');
        const mod = (await import(pathToFileURL(path.join(ENDPOINTS_DIR, file)).href)) as {
          default?: EndpointDef;
        };
        if (mod.default?.name !== name) {
          throw new Error(`endpoints/${file} must default-export the endpoint '${name}'`);
        }
        return mod.default;
      }),
  );
  return loaded;
}

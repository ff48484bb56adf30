import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { loadEndpoints } from '../src/api/endpoint-registry.ts';

const ENDPOINTS_DIR = fileURLToPath(new URL('../src/api/endpoints/', import.meta.url));

test('every file under endpoints/ is the endpoint its path names, and nothing else is registered', async () => {
  const files = readdirSync(ENDPOINTS_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -'.ts'.length).split(/[\\/]/).join('/'))
    .sort();
  const names = (await loadEndpoints()).map((e) => e.name).sort();
  expect(names).toEqual(files);
});

import { readFileSync } from 'node:fs';
import path from 'node:path';

const known = new Map<string, string | null>();

/**
 * The version of the Kumo client this instance serves (its package.json beside the built files),
 * or null when it serves none or the build stands alone. Read once per folder.
 */
export function servedClientVersion(clientDir: string | null): string | null {
  if (!clientDir) return null;
  if (!known.has(clientDir)) {
    let version: string | null = null;
    try {
      const pkg = JSON.parse(readFileSync(path.join(clientDir, '..', 'package.json'), 'utf8')) as {
        name?: unknown;
        version?: unknown;
      };
      if (pkg.name === '@kumo/client' && typeof pkg.version === 'string') version = pkg.version;
    } catch {
      version = null;
    }
    known.set(clientDir, version);
  }
  return known.get(clientDir) ?? null;
}

// The recorded answers of a real Misskey server (fixtures/misskey-2025.4.1/api, see its README),
// and which of them can be replayed against a fresh local instance without equivalent data.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIXTURES = join(__dirname, '../../../../fixtures/misskey-2025.4.1');

export interface RecordedCase {
  endpoint: string;
  name: string;
  as: 'visitor' | 'user' | 'admin';
  request: Record<string, unknown> | null;
  status: number;
  response: unknown;
  path?: string;
  method?: string;
  contentType?: string;
  headers?: Record<string, string>;
  token?: string;
}

/** Placeholders a replay can fill without making data first. */
const SIMPLE = new Set(['<token>', '<invalid token>', '<id that does not exist>']);

export function recordedCases(): RecordedCase[] {
  const dir = join(FIXTURES, 'api');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      const file = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
        endpoint: string;
        cases: RecordedCase[];
      };
      return file.cases.map((c) => ({ ...c, endpoint: file.endpoint }));
    });
}

/** A case whose request needs nothing but a credential and ids that do not exist. */
export function isReplayable(c: RecordedCase): boolean {
  if (c.path || c.method || c.contentType || c.headers || c.token) return false;
  const placeholders = JSON.stringify(c.request ?? {}).match(/<[^>]*>/g) ?? [];
  return placeholders.every((p) => SIMPLE.has(p));
}

/** The request with its placeholders filled: the caller's token, a wrong one, an unknown id. */
export function fillRequest(c: RecordedCase, token: string | null): Record<string, unknown> {
  const text = JSON.stringify(c.request ?? {})
    .replaceAll('"<token>"', JSON.stringify(token ?? ''))
    .replaceAll('"<invalid token>"', '"not-a-real-token"')
    .replaceAll('"<id that does not exist>"', '"azzzzzzzzzzzzzzz"');
  return JSON.parse(text) as Record<string, unknown>;
}

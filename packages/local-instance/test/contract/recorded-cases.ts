// The recorded answers of a real Misskey server (fixtures/misskey-2025.4.1/api, see its README).
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

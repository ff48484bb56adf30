// The recorded answers of two real Misskey servers (see each folder's README): MisskeyIO 2025.4.1
// (fixtures/misskey-2025.4.1) and upstream Misskey 2026.7.0 (fixtures/misskey-2026.7.0).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const FIXTURE_ROOT = join(__dirname, '../../../../fixtures');

/** The MisskeyIO 2025.4.1 recordings (also read by the stream contract test). */
export const FIXTURES = join(FIXTURE_ROOT, 'misskey-2025.4.1');

export interface RecordingSet {
  /** The folder under fixtures/, also the set's name in test titles. */
  folder: 'misskey-2025.4.1' | 'misskey-2026.7.0';
  /** The suffix the recording's fixture accounts carry (`fx_a_ea3k`). */
  suffix: string;
}

export const MISSKEYIO_2025: RecordingSet = { folder: 'misskey-2025.4.1', suffix: 'ea3k' };
export const UPSTREAM_2026: RecordingSet = { folder: 'misskey-2026.7.0', suffix: '0wz9' };

export const fixturesOf = (set: RecordingSet) => join(FIXTURE_ROOT, set.folder);

export interface RecordedCase {
  set: RecordingSet;
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

/** The set's cases, endpoint files in name order; `skip` leaves out the files it matches. */
export function recordedCases(set: RecordingSet = MISSKEYIO_2025, skip?: RegExp): RecordedCase[] {
  const dir = join(fixturesOf(set), 'api');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !skip?.test(f))
    .sort()
    .flatMap((f) => {
      const file = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
        endpoint: string;
        cases: Array<Omit<RecordedCase, 'set' | 'endpoint'>>;
      };
      return file.cases.map((c) => ({ ...c, set, endpoint: file.endpoint }));
    });
}

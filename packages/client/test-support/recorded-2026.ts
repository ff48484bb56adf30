/**
 * Test support: what an upstream Misskey 2026.7.0 server sent (fixtures/misskey-2026.7.0, see its
 * README): chat answers and stream frames, for tests that feed the client the real shapes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FIXTURES = join(__dirname, '../../../fixtures/misskey-2026.7.0');

interface RecordedCase {
  name: string;
  status: number;
  request: Record<string, unknown>;
  response: unknown;
}

/** One recorded case of an endpoint, by its name in the recording. */
export function recordedCase(endpoint: string, name: string): RecordedCase {
  const file = JSON.parse(
    readFileSync(join(FIXTURES, 'api', `${endpoint.replaceAll('/', '~')}.json`), 'utf8'),
  ) as {
    cases: RecordedCase[];
  };
  const found = file.cases.find((c) => c.name === name);
  if (!found) throw new Error(`no recorded case "${name}" of ${endpoint}`);
  return found;
}

/** The answer body of a recorded case. */
export function recordedResponse<T>(endpoint: string, name: string): T {
  return recordedCase(endpoint, name).response as T;
}

/** The channel frames (`{ type, body }` inside `channel`) a recorded socket received. */
export function recordedChannelFrames(capture: string): Array<{ id: string; type: string; body: unknown }> {
  const file = JSON.parse(readFileSync(join(FIXTURES, 'stream', `${capture}.json`), 'utf8')) as {
    received: Array<{ type?: string; body?: { id: string; type: string; body: unknown } }>;
  };
  return file.received.filter((f) => f.type === 'channel').map((f) => f.body!);
}

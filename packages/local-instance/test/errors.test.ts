import { describe, expect, it } from 'vitest';
import { apiClient, signup, start, testInstance } from './helpers.ts';
import type { Json } from './helpers.ts';

describe('errors in Misskey shape', () => {
  const t = testInstance();
  const api = t.api;
  const account = t.signup('errs');

  it.each([
    ['wrong type', { text: 42 }],
    ['unknown enum value', { text: 'hi', visibility: 'everyone' }],
    ['too long text', { text: 'x'.repeat(3001) }],
    ['no content', { cw: 'just a cw' }],
    ['poll with one choice', { poll: { choices: ['only'] } }],
    ['poll with eleven choices', { poll: { choices: Array.from({ length: 11 }, (_, i) => `c${i}`) } }],
    ['bad id format', { text: 'hi', replyId: 'not an id!' }],
  ])('INVALID_PARAM for %s', async (_name, params) => {
    const res = await api('notes/create', { ...params, i: account.token });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'INVALID_PARAM',
      id: '3d81ceae-475f-4600-b2a8-2bc116157532',
      kind: 'client',
    });
    expect(res.body.error.info).toHaveProperty('reason');
  });

  it('INVALID_PARAM for a missing required parameter and bad limits', async () => {
    const missing = await api('notes/show', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('INVALID_PARAM');
    const limit = await api('notes/local-timeline', { limit: 101 });
    expect(limit.status).toBe(400);
    expect(limit.body.error.code).toBe('INVALID_PARAM');
  });

  it('answers malformed JSON with 400 in the error shape and keeps serving', async () => {
    const res = await fetch(`${t.inst.url}/api/notes/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"text": "unterminated',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Json;
    expect(body.error.code).toBe('INVALID_PARAM');
    expect(body.error.kind).toBe('client');
    const meta = await api('meta', {});
    expect(meta.status).toBe(200);
    expect(meta.body.maxNoteTextLength).toBe(3000);
  });

  it('answers unknown endpoints with 404: a plain route-not-found over POST, UNKNOWN_API_ENDPOINT over GET', async () => {
    const res = await api('no/such/thing', {});
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      message: 'Route POST:/api/no/such/thing not found',
      error: 'Not Found',
      statusCode: 404,
    });
    const get = await fetch(`${t.inst.url}/api/no/such/thing`);
    expect(get.status).toBe(404);
    expect(((await get.json()) as Json).error).toMatchObject({
      code: 'UNKNOWN_API_ENDPOINT',
      id: '2ca3b769-540a-4f08-9dd5-b5a825b6d0f1',
    });
  });

  it('answers NO_SUCH_NOTE with the ids and status Misskey uses', async () => {
    const show = await api('notes/show', { noteId: 'a0000000000000zz' });
    expect(show.status).toBe(400);
    expect(show.body.error).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: '24fcbfc6-2e37-42b6-8388-c29b3861a08d',
    });
    const del = await api('notes/delete', { noteId: 'a0000000000000zz', i: account.token });
    expect(del.body.error).toMatchObject({
      code: 'NO_SUCH_NOTE',
      id: '490be23f-8c1f-4796-819f-94cb4f9d1630',
    });
    const user = await api('users/show', { username: 'ghost' });
    expect(user.status).toBe(404);
    expect(user.body.error).toMatchObject({
      code: 'NO_SUCH_USER',
      id: '4362f8dc-731f-4ad8-a694-be5a88922a24',
    });
  });

  it('answers GET only where Misskey allows it', async () => {
    // meta over GET: an empty 405, as upstream 2026.7 answers (MisskeyIO 2025.4 answered it)
    const meta = await fetch(`${t.inst.url}/api/meta?detail=false`);
    expect(meta.status).toBe(405);
    expect(await meta.text()).toBe('');
    const emojis = await fetch(`${t.inst.url}/api/emojis`);
    expect(emojis.status).toBe(200);
    const create = await fetch(`${t.inst.url}/api/notes/create`);
    expect(create.status).toBe(405);
  });

  it('gives 204 with an empty body for endpoints without a response', async () => {
    const note = await api('notes/create', { text: 'to delete', i: account.token });
    const res = await fetch(`${t.inst.url}/api/notes/delete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ i: account.token, noteId: note.body.createdNote.id }),
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
  });
});

describe('rate limits', () => {
  it('answers 429 RATE_LIMIT_EXCEEDED once an allowance is used up', async () => {
    const inst = await start({ rateLimitFactor: 0.01 }); // notes/create: 300/hour -> 3
    try {
      const api = apiClient(inst);
      const { token } = await signup(inst, 'chatty');
      const statuses: number[] = [];
      let last: Json;
      for (let k = 0; k < 5; k++) {
        last = await api('notes/create', { text: `note ${k}`, i: token });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
      expect(statuses[4]).toBe(429);
      expect(last.body.error).toMatchObject({
        code: 'RATE_LIMIT_EXCEEDED',
        id: 'd5826d14-3982-4d2e-8011-b9e9f02499ef',
      });
    } finally {
      await inst.close();
    }
  });
});

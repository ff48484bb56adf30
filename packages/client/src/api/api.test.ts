import { afterEach, describe, expect, test, vi } from 'vitest';
import { api, apiGet } from './api.ts';
import { ApiCallError } from './api-error.ts';

function mockFetch(status: number, body: string) {
  const fn = vi.fn(
    async (_url: string, _init?: RequestInit) => new Response(status === 204 ? null : body, { status }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

afterEach(() => vi.unstubAllGlobals());

describe('api (spec P1 §7)', () => {
  test('POSTs JSON without credentials and puts the token in field i', async () => {
    const fetch = mockFetch(200, '{"id":"n1"}');
    await expect(api('notes/show', { noteId: 'n1' }, 'TOKEN')).resolves.toEqual({ id: 'n1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/notes/show');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('omit');
    expect(JSON.parse(String(init?.body))).toEqual({ noteId: 'n1', i: 'TOKEN' });
  });

  test('a visitor call carries no token', async () => {
    const fetch = mockFetch(200, '[]');
    await api('notes/local-timeline', { limit: 5 });
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toEqual({ limit: 5 });
  });

  test('204 gives an empty result', async () => {
    mockFetch(204, '');
    await expect(api('notes/delete', { noteId: 'n1' }, 'T')).resolves.toBeUndefined();
  });

  test('other statuses reject with the server error object', async () => {
    mockFetch(
      400,
      '{"error":{"message":"Invalid param.","code":"INVALID_PARAM","id":"3d81ceae","kind":"client"}}',
    );
    const err = await api('notes/show', { noteId: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect((err as ApiCallError).status).toBe(400);
    expect((err as ApiCallError).error).toMatchObject({ code: 'INVALID_PARAM', id: '3d81ceae' });
  });

  test('a non-JSON error page still rejects with an error object', async () => {
    mockFetch(502, '<html>bad gateway</html>');
    const err = (await api('meta', {}).catch((e: unknown) => e)) as ApiCallError;
    expect(err.error.code).toBe('INTERNAL_ERROR');
  });

  test('the GET helper sends query parameters', async () => {
    const fetch = mockFetch(200, '{}');
    await apiGet('meta', { detail: false });
    expect(fetch.mock.calls[0]![0]).toBe('/api/meta?detail=false');
    expect(fetch.mock.calls[0]![1]?.method).toBe('GET');
  });
});

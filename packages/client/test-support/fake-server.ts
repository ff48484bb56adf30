/** Test support: `fetch` stubbed as a Misskey server answering from handlers the test gives. */
import { vi } from 'vitest';

export type Body = Record<string, unknown>;
/** An endpoint's answer: a JSON value (200), undefined (204), or a Response made by the test. */
export type Handler = (body: Body) => unknown;

export interface FakeServer {
  /** Every call in order, with the parameters sent. */
  calls: Array<{ endpoint: string; body: Body }>;
  /** The parameters of each call to one endpoint, without the credential. */
  sent: (endpoint: string) => Body[];
}

/** A Misskey error answer, as the client receives it. */
export function apiError(status: number, code: string, message = code, id = 'test-error'): Response {
  return new Response(JSON.stringify({ error: { message, code, id } }), { status });
}

/**
 * Stubs `fetch` (undo with `vi.unstubAllGlobals()`): each call to `/api/<endpoint>` is answered by
 * `handlers[endpoint]`, or by `fallback` (204 when there is none).
 */
export function fakeServer(handlers: Record<string, Handler>, fallback?: Handler): FakeServer {
  const calls: FakeServer['calls'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const endpoint = String(url).replace(/^.*\/api\//, '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Body;
      calls.push({ endpoint, body });
      const handler = handlers[endpoint] ?? fallback;
      const answer = handler ? await handler(body) : undefined;
      if (answer instanceof Response) return answer;
      if (answer === undefined) return new Response(null, { status: 204 });
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
  return {
    calls,
    sent: (endpoint) =>
      calls.filter((c) => c.endpoint === endpoint).map(({ body: { i: _credential, ...rest } }) => rest),
  };
}

/**
 * A server holding one account: `i` (and any endpoint without a handler) answers it, and
 * `i/update` changes it and answers the result. `updates` keeps what each `i/update` sent (with
 * the credential, as the client sent it); a test's own `i/update` handler can call `update`.
 */
export function fakeAccountServer(me: Body, handlers: Record<string, Handler> = {}) {
  const state = {
    me,
    updates: [] as Body[],
    update(body: Body): Body {
      state.updates.push(body);
      const { i: _credential, ...change } = body;
      state.me = { ...state.me, ...change };
      return state.me;
    },
  };
  const server = fakeServer({ 'i/update': (body) => state.update(body), ...handlers }, () => state.me);
  return Object.assign(state, server);
}

import type { Endpoints } from 'misskey-js';
import { ApiCallError, toApiError } from './api-error.ts';
import type { KumoEndpoints } from './kumo-endpoints.ts';
import { takeEarlyAnswer } from './early-answers.ts';

/** Misskey's endpoints, and those of servers that add Kumo's own (`kumo-endpoints.ts`). */
type AllEndpoints = Endpoints & KumoEndpoints;
export type Endpoint = keyof AllEndpoints;
export type Params<E extends Endpoint> = AllEndpoints[E]['req'];
/** The answer type; endpoints whose type is a `$switch` (users/show) resolve to their default case. */
export type Answer<E extends Endpoint> = AllEndpoints[E]['res'] extends { $switch: { $default: infer D } }
  ? D
  : AllEndpoints[E]['res'];

let apiBase = '';

/** Where the API lives; '' means this origin (the client is served by the server it talks to). */
export function setApiBase(origin: string): void {
  apiBase = origin.replace(/\/$/, '');
}

export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

async function readAnswer(endpoint: string, res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  let body: unknown = undefined;
  const text = await res.text();
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
  }
  if (res.status === 200) return body;
  throw new ApiCallError(endpoint, res.status, toApiError(res.status, body));
}

/**
 * Spec P1 §7: POST {host}/api/{endpoint} with a JSON body and no credentials; the session token
 * goes in field `i`. 200 gives the JSON result, 204 an empty result, anything else rejects with
 * the server's error object.
 */
export async function api<E extends Endpoint>(
  endpoint: E,
  params: Params<E> = {} as Params<E>,
  token?: string | null,
  signal?: AbortSignal,
): Promise<Answer<E>> {
  const url = apiUrl(`/api/${endpoint}`);
  const body = JSON.stringify(token ? { ...(params as object), i: token } : params);
  // the same request, sent by the early script while the app loaded (issue 40)
  const early = signal?.aborted ? null : takeEarlyAnswer(url, body);
  const res =
    (early && (await early.catch(() => null))) ||
    (await fetch(url, {
      method: 'POST',
      body,
      credentials: 'omit',
      cache: 'no-cache',
      headers: { 'Content-Type': 'application/json' },
      signal,
    }));
  return (await readAnswer(endpoint, res)) as Answer<E>;
}

/** The GET variant for endpoints a server allows to be read with query parameters (emojis; not meta since 2026.7). */
export async function apiGet<E extends Endpoint>(
  endpoint: E,
  query: Record<string, string | number | boolean> = {},
  signal?: AbortSignal,
): Promise<Answer<E>> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetch(apiUrl(`/api/${endpoint}${search ? `?${search}` : ''}`), {
    method: 'GET',
    credentials: 'omit',
    signal,
  });
  return (await readAnswer(endpoint, res)) as Answer<E>;
}

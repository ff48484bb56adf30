/**
 * Answers the early script (src/early.js) asked for before the app's code had loaded (issue 40):
 * `api()` takes one whose request is exactly its own (address and body, token included), once, in
 * the page's first seconds; a start-up records here what it asks first, for the next start.
 */

/** What src/early.js leaves on the window. */
interface EarlyAnswer {
  url: string;
  body: string;
  answer: Promise<Response>;
  /** When it was sent (performance.now()). */
  at: number;
}

declare global {
  interface Window {
    kumoEarlyAnswers?: EarlyAnswer[];
  }
}

/** Where the requests a page's start-up makes first are kept (read by src/early.js). */
export const EARLY_REQUESTS_KEY = 'kumo:early-requests';

/** An early answer is for the start-up only: later calls are asked anew (their data may have changed). */
const EARLY_ANSWER_FRESH_MS = 15_000;

/**
 * Requests the app made before the early script ran (it loads on its own, usually first but not
 * always): a later early answer to one of them may be older than what the app has already seen.
 */
const askedBefore = new Set<string>();
/** Kept only until the early script runs; bounded in case it never does (blocked, offline). */
const ASKED_BEFORE_MAX = 50;

/**
 * The early answer to exactly this request, taken (no one else gets it), or null. Only the app's
 * first asking of a request may take it: a second one wants what the server says now.
 */
export function takeEarlyAnswer(url: string, body: string): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const sent = window.kumoEarlyAnswers;
  const key = `${url}\n${body}`;
  if (sent === undefined) {
    if (askedBefore.size < ASKED_BEFORE_MAX) askedBefore.add(key);
    return null;
  }
  if (sent.length === 0) {
    askedBefore.clear();
    return null;
  }
  const now = performance.now();
  const i = sent.findIndex((s) => s.url === url && s.body === body && now - s.at < EARLY_ANSWER_FRESH_MS);
  if (i < 0) return null;
  const [taken] = sent.splice(i, 1);
  return askedBefore.has(key) ? null : taken!.answer;
}

/**
 * Keeps the requests a start-up of `path` made first (besides `i`, which is always asked), for the
 * early script of the next start; an empty list forgets them.
 */
export function rememberEarlyRequests(
  accountId: string,
  path: string,
  requests: Array<{ endpoint: string; params: object }>,
): void {
  try {
    if (requests.length === 0) localStorage.removeItem(EARLY_REQUESTS_KEY);
    else localStorage.setItem(EARLY_REQUESTS_KEY, JSON.stringify({ account: accountId, path, requests }));
  } catch {
    // storage full or refused: the next start asks at the usual time
  }
}

/** Forgets the requests kept for the next start when they are `accountId`'s (it is signing out). */
export function forgetEarlyRequests(accountId: string): void {
  try {
    const kept = JSON.parse(localStorage.getItem(EARLY_REQUESTS_KEY) ?? 'null') as {
      account?: unknown;
    } | null;
    if (kept?.account === accountId) localStorage.removeItem(EARLY_REQUESTS_KEY);
  } catch {
    // unreadable: no one's requests, the early script skips it too
    localStorage.removeItem(EARLY_REQUESTS_KEY);
  }
}

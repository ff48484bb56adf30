/**
 * Answers the early script (public/early.js) asked for before the app's code had loaded (issue 40):
 * `api()` takes one whose request is exactly its own (address and body, token included), once, in
 * the page's first seconds; a start-up records here what it asks first, for the next start.
 */

/** What public/early.js leaves on the window. */
interface EarlyAnswer {
  url: string;
  body: string;
  answer: Promise<Response>;
}

declare global {
  interface Window {
    kumoEarlyAnswers?: EarlyAnswer[];
  }
}

/** Where the requests a page's start-up makes first are kept (read by public/early.js). */
export const EARLY_REQUESTS_KEY = 'kumo:early-requests';

/** An early answer is this page's start-up's only: later calls are asked anew (their data may have changed). */
const EARLY_ANSWER_FRESH_MS = 15_000;

/** The early answer to exactly this request, taken (no one else gets it), or null. */
export function takeEarlyAnswer(url: string, body: string): Promise<Response> | null {
  const sent = typeof window === 'undefined' ? undefined : window.kumoEarlyAnswers;
  if (!sent?.length || performance.now() > EARLY_ANSWER_FRESH_MS) return null;
  const i = sent.findIndex((s) => s.url === url && s.body === body);
  if (i < 0) return null;
  return sent.splice(i, 1)[0]!.answer;
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

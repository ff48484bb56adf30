import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { api } from './api.ts';
import { rememberEarlyRequests, takeEarlyAnswer } from './early-answers.ts';
import EARLY_SCRIPT from '../early.js?raw';

/** Runs src/early.js as the page does, with fetch answering each request with its own body. */
function runEarlyScript() {
  const fetch = vi.fn(
    async (url: string, _init?: RequestInit) => new Response(`{"asked":${JSON.stringify(url)}}`),
  );
  vi.stubGlobal('fetch', fetch);
  new Function(EARLY_SCRIPT)();
  return fetch;
}

const account = {
  id: 'u1',
  token: 'TOKEN',
  username: 'alice',
  isAdmin: false,
  isModerator: false,
  notesCount: 0,
};

beforeEach(() => {
  // what other files' calls left noted (no early script ran for them) is forgotten
  window.kumoEarlyAnswers = [];
  takeEarlyAnswer('', '');
  delete window.kumoEarlyAnswers;
  localStorage.setItem('account', JSON.stringify(account));
  history.replaceState(null, '', '/secure/timeline');
});
afterEach(() => {
  localStorage.clear();
  delete window.kumoEarlyAnswers;
  vi.unstubAllGlobals();
});

describe('early requests (issue 40)', () => {
  test('the start-up’s first requests are sent by the early script and taken by api() once', async () => {
    rememberEarlyRequests('u1', '/secure/timeline', [
      { endpoint: 'notes/timeline', params: { limit: 10, withRenotes: true } },
    ]);
    const fetch = runEarlyScript();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/i', '/api/notes/timeline']);
    // the app asks the same: answered without asking the server again
    await expect(api('i', {}, 'TOKEN')).resolves.toEqual({ asked: '/api/i' });
    await expect(
      api('notes/timeline', { untilId: undefined, limit: 10, withRenotes: true }, 'TOKEN'),
    ).resolves.toEqual({ asked: '/api/notes/timeline' });
    expect(fetch).toHaveBeenCalledTimes(2);
    // asked again later: a new request (the early answer was this start-up's only)
    await api('i', {}, 'TOKEN');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  test('a request that differs from the early one is sent as usual, and the early one is not used', async () => {
    rememberEarlyRequests('u1', '/secure/timeline', [{ endpoint: 'notes/timeline', params: { limit: 10 } }]);
    const fetch = runEarlyScript();
    await api('notes/timeline', { limit: 10, withFiles: true }, 'TOKEN');
    await api('i', {}, 'OTHER-TOKEN');
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  test('only reads, only for the page and account they were kept for, only for a signed-in reader', () => {
    rememberEarlyRequests('u1', '/secure/timeline', [
      { endpoint: 'notes/create', params: { text: 'posted by a tampered plan' } },
    ]);
    expect(runEarlyScript().mock.calls.map(([url]) => url)).toEqual(['/api/i']);

    rememberEarlyRequests('u2', '/secure/timeline', [{ endpoint: 'notes/timeline', params: {} }]);
    expect(runEarlyScript().mock.calls.map(([url]) => url)).toEqual(['/api/i']);

    rememberEarlyRequests('u1', '/secure/timeline', [{ endpoint: 'notes/timeline', params: {} }]);
    history.replaceState(null, '', '/secure/my/notifications');
    expect(runEarlyScript().mock.calls.map(([url]) => url)).toEqual(['/api/i']);

    localStorage.removeItem('account');
    expect(runEarlyScript()).not.toHaveBeenCalled();
  });

  test('an early answer older than the start-up is not taken', async () => {
    const fetch = runEarlyScript();
    const now = performance.now();
    vi.spyOn(performance, 'now').mockReturnValue(now + 16_000);
    await api('i', {}, 'TOKEN');
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });

  test('a request the app made before the early script ran is not answered by it later', async () => {
    const fetch = vi.fn(async () => new Response('{"twoFactorEnabled":false}'));
    vi.stubGlobal('fetch', fetch);
    await api('i', {}, 'TOKEN');
    // the early script comes late and asks too; what it got is older than what the app asks next
    new Function(EARLY_SCRIPT)();
    fetch.mockImplementation(async () => new Response('{"twoFactorEnabled":true}'));
    await expect(api('i', {}, 'TOKEN')).resolves.toEqual({ twoFactorEnabled: true });
  });

  test('an early request that failed is asked again by the app', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });
    vi.stubGlobal('fetch', failing);
    new Function(EARLY_SCRIPT)();
    const fetch = vi.fn(async () => new Response('{"id":"u1"}'));
    vi.stubGlobal('fetch', fetch);
    await expect(api('i', {}, 'TOKEN')).resolves.toEqual({ id: 'u1' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

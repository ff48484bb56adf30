import 'fake-indexeddb/auto';
import { createStore, entries } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { apiError, fakeServer } from '../../test-support/fake-server.ts';
import { setApiBase } from '@/api/index.ts';
import { loadDraft, resetDraftStoreForTests, saveDraft, stashDraft } from '@/post-form/draft-store.ts';
import { SettingsStore } from '@/store/index.ts';
import { TabMailbox } from '@/store/tab-mailbox.ts';
import { getAccountList } from './account-list.ts';
import { leaveDevice } from './leave-device.ts';
import { signinWithToken, signout } from './session.ts';

/**
 * An account id of its own for each test: an account that left the device stays gone for the rest
 * of the page's life, and test files share one page.
 */
const accountId = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}`;

const me = (id: string) => ({ id, username: 'someone', isAdmin: false, isModerator: false, notesCount: 0 });

/** What a device keeps for an account that used Kumo a while: settings, plugin tokens, drafts, marks. */
async function useDeviceAs(id: string, pluginTokens: Record<string, string>) {
  localStorage.setItem(`kumo:settings:account:${id}`, JSON.stringify({ mutedWords: [['secret']] }));
  localStorage.setItem(
    `kumo:settings:deviceAccount:${id}`,
    JSON.stringify({ pluginTokens, tl: { src: 'home', arg: null } }),
  );
  localStorage.setItem(`kumo:roamingOffered:${id}`, '1');
  await saveDraft(id, 'note', { text: `unsent words of ${id}` });
  stashDraft(id, 'reply:n1', { text: `a reply ${id} was typing` });
  await new TabMailbox().post({
    level: 'deviceAccount',
    accountId: id,
    key: 'pluginTokens',
    value: pluginTokens,
  });
}

const keptFor = (id: string) => Object.keys(localStorage).filter((k) => k.includes(id) && k !== 'accounts');

/** Whose setting changes wait in the browser database for other tabs. */
const mailboxAccounts = async () =>
  (await entries<string, { body: { accountId: string } }>(createStore('kumo-tab-messages', 'messages'))).map(
    ([, m]) => m.body.accountId,
  );

beforeEach(() => {
  localStorage.clear();
  resetDraftStoreForTests();
  setApiBase('');
});

afterEach(() => {
  setApiBase('');
  vi.restoreAllMocks();
});

describe('signing out leaves no secret of the account on the device (issue 41)', () => {
  test("the account's plugin tokens are revoked on its server and everything kept for it is removed", async () => {
    const alice = accountId('alice');
    const server = fakeServer({ i: () => me(alice) });
    await signinWithToken('alice-session');
    await useDeviceAs(alice, { plugin1: 'alice-plugin-token-1', plugin2: 'alice-plugin-token-2' });
    localStorage.setItem('kumo:settings:device', JSON.stringify({ plugins: [{ id: 'plugin1' }] }));
    localStorage.setItem(
      'kumo:early-requests',
      JSON.stringify({ account: alice, path: '/', requests: [{ endpoint: 'notes/timeline', params: {} }] }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom does not navigate to '/'

    await signout();

    const revoked = server.calls.filter((c) => c.endpoint === 'i/revoke-token');
    expect(revoked.map((c) => c.body)).toEqual(
      expect.arrayContaining([
        { token: 'alice-plugin-token-1', i: 'alice-session' },
        { token: 'alice-plugin-token-2', i: 'alice-session' },
      ]),
    );
    expect(revoked).toHaveLength(2);
    expect(keptFor(alice)).toEqual([]);
    expect(localStorage.getItem('account')).toBeNull();
    expect(localStorage.getItem('kumo:early-requests')).toBeNull();
    expect(await loadDraft(alice, 'note')).toBeNull();
    expect(await loadDraft(alice, 'reply:n1')).toBeNull();
    expect(await mailboxAccounts()).not.toContain(alice);
    expect(await getAccountList()).toEqual([]);
    // the device's own settings (the plugins installed on it) stay
    expect(localStorage.getItem('kumo:settings:device')).not.toBeNull();
  });

  test('what the page still holds of the account is not written back as it closes', async () => {
    const alice = accountId('alice');
    fakeServer({});
    const settings = new SettingsStore({
      storage: localStorage,
      accountId: alice,
      env: { prefersReducedMotion: false, isMobile: false },
    });
    await leaveDevice({ id: alice, token: 'alice-session' });
    // the open post form saves its draft as the page goes; a setting changes on the way out
    stashDraft(alice, 'note', { text: 'typed while signing out' });
    await saveDraft(alice, 'note', { text: 'typed while signing out' });
    settings.set('tl', { src: 'local', arg: null });
    expect(keptFor(alice)).toEqual([]);
    expect(await loadDraft(alice, 'note')).toBeNull();
  });

  test("another account's settings, tokens and drafts on the same device stay as they were", async () => {
    const [alice, bob] = [accountId('alice'), accountId('bob')];
    const server = fakeServer({});
    await useDeviceAs(alice, { plugin1: 'alice-plugin-token' });
    await useDeviceAs(bob, { plugin1: 'bob-plugin-token' });

    await leaveDevice({ id: alice, token: 'alice-session' });

    expect(server.sent('i/revoke-token')).toEqual([{ token: 'alice-plugin-token' }]);
    expect(keptFor(alice)).toEqual([]);
    expect(keptFor(bob).sort()).toEqual(
      [
        `kumo:draft-stash:${bob}:reply:n1`,
        `kumo:roamingOffered:${bob}`,
        `kumo:settings:account:${bob}`,
        `kumo:settings:deviceAccount:${bob}`,
      ].sort(),
    );
    expect(await loadDraft(bob, 'note')).toEqual({ text: `unsent words of ${bob}` });
    expect(await mailboxAccounts()).toContain(bob);
  });

  test('a token the server no longer knows, or a server out of reach, does not keep anything on the device', async () => {
    const [alice, dave] = [accountId('alice'), accountId('dave')];
    fakeServer({ 'i/revoke-token': () => apiError(401, 'AUTHENTICATION_FAILED') });
    await useDeviceAs(alice, { plugin1: 'alice-plugin-token' });
    await leaveDevice({ id: alice, token: 'alice-session' });
    expect(keptFor(alice)).toEqual([]);
    expect(await loadDraft(alice, 'note')).toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await useDeviceAs(dave, { plugin1: 'dave-plugin-token' });
    await leaveDevice({ id: dave, token: 'dave-session' });
    expect(keptFor(dave)).toEqual([]);
    expect(await loadDraft(dave, 'note')).toBeNull();
  });

  test('an account of another server than the one the API talks to now never has its token sent here', async () => {
    const carol = accountId('carol');
    const server = fakeServer({});
    await useDeviceAs(carol, { plugin1: 'carol-plugin-token' });
    await leaveDevice({ id: carol, token: 'carol-session', origin: 'https://other.example' });
    expect(server.calls).toEqual([]);
    expect(keptFor(carol)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { signup, StreamClient, testInstance } from './helpers.ts';

describe('registry', () => {
  const t = testInstance();
  const api = t.api;
  const account = t.signup('settings');

  it('sets, gets, lists and removes keys per scope', async () => {
    const scope = ['client', 'preferences'];
    expect(
      (await api('i/registry/set', { scope, key: 'theme', value: 'dark', i: account.token })).status,
    ).toBe(204);
    await api('i/registry/set', {
      scope,
      key: 'columns',
      value: [{ type: 'tl' }, { type: 'notifications' }],
      i: account.token,
    });
    await api('i/registry/set', { scope, key: 'fontSize', value: 14, i: account.token });
    await api('i/registry/set', { scope: ['other'], key: 'theme', value: 'light', i: account.token });
    await api('i/registry/set', { scope, key: 'fontSize', value: 16, i: account.token });

    expect((await api('i/registry/get', { scope, key: 'theme', i: account.token })).body).toBe('dark');
    expect((await api('i/registry/get', { scope: ['other'], key: 'theme', i: account.token })).body).toBe(
      'light',
    );
    expect((await api('i/registry/get-all', { scope, i: account.token })).body).toEqual({
      theme: 'dark',
      columns: [{ type: 'tl' }, { type: 'notifications' }],
      fontSize: 16,
    });
    expect((await api('i/registry/keys', { scope, i: account.token })).body.sort()).toEqual([
      'columns',
      'fontSize',
      'theme',
    ]);
    expect((await api('i/registry/keys-with-type', { scope, i: account.token })).body).toEqual({
      theme: 'string',
      columns: 'array',
      fontSize: 'number',
    });
    const detail = (await api('i/registry/get-detail', { scope, key: 'fontSize', i: account.token })).body;
    expect(detail.value).toBe(16);

    expect((await api('i/registry/remove', { scope, key: 'theme', i: account.token })).status).toBe(204);
    const gone = await api('i/registry/get', { scope, key: 'theme', i: account.token });
    expect(gone.status).toBe(400);
    expect(gone.body.error).toMatchObject({
      code: 'NO_SUCH_KEY',
      id: 'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a',
    });
    // removing it again is not an error, as in Misskey
    const removeAgain = await api('i/registry/remove', { scope, key: 'theme', i: account.token });
    expect(removeAgain.status).toBe(204);
  });

  it('keeps registries per user and validates scopes', async () => {
    const other = (await signup(t.inst, 'someone')).token;
    await api('i/registry/set', { scope: ['s'], key: 'k', value: 1, i: account.token });
    expect((await api('i/registry/get', { scope: ['s'], key: 'k', i: other })).body.error.code).toBe(
      'NO_SUCH_KEY',
    );
    const bad = await api('i/registry/set', { scope: ['no spaces!'], key: 'k', value: 1, i: account.token });
    expect(bad.body.error.code).toBe('INVALID_PARAM');
  });
});

describe("an app token's registry is a domain of its own, never the web client's", () => {
  const t = testInstance();
  const api = t.api;
  const account = t.signup('registryowner');

  let sessions = 0;
  async function appToken(permission: string[]): Promise<{ id: string; token: string }> {
    const session = `registry-app-${++sessions}`;
    const made = await api('miauth/gen-token', { session, name: session, permission }, account.token);
    expect(made.status).toBe(200);
    const apps = await api('i/apps', {}, account.token);
    const id = (apps.body as Array<{ id: string; name: string }>).find((a) => a.name === session)!.id;
    return { id, token: made.body.token as string };
  }

  it("an app token with write:account cannot plant a widget in the client's settings", async () => {
    const client = ['client', 'kumo'];
    await api('i/registry/set', { scope: client, key: 'widgets', value: ['clock'], i: account.token });
    const app = await appToken(['read:account', 'write:account']);
    const planted = [{ name: 'aiscript', data: { script: 'Mk:api("miauth/gen-token", {})' } }];
    // the app is answered as if it had written, but only into its own domain
    expect(
      (await api('i/registry/set', { scope: client, key: 'widgets', value: planted }, app.token)).status,
    ).toBe(204);
    expect((await api('i/registry/get', { scope: client, key: 'widgets' }, account.token)).body).toEqual([
      'clock',
    ]);
    expect((await api('i/registry/get', { scope: client, key: 'widgets' }, app.token)).body).toEqual(planted);
    // naming the client's domain changes nothing for an app token
    await api('i/registry/set', { scope: client, key: 'widgets', value: planted, domain: null }, app.token);
    await api('i/registry/remove', { scope: client, key: 'widgets', domain: null }, app.token);
    expect((await api('i/registry/get-all', { scope: client }, account.token)).body).toEqual({
      widgets: ['clock'],
    });
  });

  it("an app token reads none of the client's settings", async () => {
    const client = ['client', 'secrets'];
    await api('i/registry/set', { scope: client, key: 'mutedWords', value: ['x'], i: account.token });
    const app = await appToken(['read:account']);
    const got = await api('i/registry/get', { scope: client, key: 'mutedWords' }, app.token);
    expect(got.status).toBe(400);
    expect(got.body.error).toMatchObject({ code: 'NO_SUCH_KEY', id: 'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a' });
    expect(
      (await api('i/registry/get-detail', { scope: client, key: 'mutedWords', domain: null }, app.token))
        .status,
    ).toBe(400);
    expect((await api('i/registry/get-all', { scope: client }, app.token)).body).toEqual({});
    expect((await api('i/registry/keys', { scope: client }, app.token)).body).toEqual([]);
    expect((await api('i/registry/keys-with-type', { scope: client }, app.token)).body).toEqual({});
  });

  it("the account sees an app's domain in scopes-with-domain and may read it by naming it", async () => {
    const app = await appToken(['read:account', 'write:account']);
    await api('i/registry/set', { scope: ['game'], key: 'score', value: 9 }, app.token);
    const scopes = await api('i/registry/scopes-with-domain', {}, account.token);
    expect(scopes.body).toContainEqual({ domain: app.id, scopes: [['game']] });
    expect(scopes.body.find((d: { domain: string | null }) => d.domain === null)?.scopes).toContainEqual([
      'client',
      'kumo',
    ]);
    expect(
      (await api('i/registry/get', { scope: ['game'], key: 'score', domain: app.id }, account.token)).body,
    ).toBe(9);
    expect((await api('i/registry/get', { scope: ['game'], key: 'score' }, account.token)).status).toBe(400);
  });

  it("an app's writes are not told to the account's clients as registry updates", async () => {
    const app = await appToken(['read:account', 'write:account']);
    const stream = await StreamClient.open(t.inst, account.token);
    try {
      await stream.connect('main', 'm');
      await api('i/registry/set', { scope: ['client', 'kumo'], key: 'fromApp', value: 1 }, app.token);
      await api('i/registry/set', { scope: ['client', 'kumo'], key: 'fromClient', value: 2 }, account.token);
      await stream.waitFor((m) => m?.body?.type === 'registryUpdated' && m.body.body.key === 'fromClient');
      const keys = stream.messages
        .filter((m) => m?.body?.type === 'registryUpdated')
        .map((m) => m.body.body.key as string);
      expect(keys).toEqual(['fromClient']);
    } finally {
      stream.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { signup, testInstance } from './helpers.ts';

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

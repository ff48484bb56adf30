import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningInstance } from '../src/index.ts';
import { apiClient, signup, start } from './helpers.ts';

describe('registry', () => {
  let inst: RunningInstance;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  beforeAll(async () => {
    inst = await start();
    api = apiClient(inst);
    token = (await signup(inst, 'settings')).token;
  });
  afterAll(() => inst.close());

  it('sets, gets, lists and removes keys per scope', async () => {
    const scope = ['client', 'preferences'];
    expect((await api('i/registry/set', { scope, key: 'theme', value: 'dark', i: token })).status).toBe(204);
    await api('i/registry/set', {
      scope,
      key: 'columns',
      value: [{ type: 'tl' }, { type: 'notifications' }],
      i: token,
    });
    await api('i/registry/set', { scope, key: 'fontSize', value: 14, i: token });
    await api('i/registry/set', { scope: ['other'], key: 'theme', value: 'light', i: token });
    await api('i/registry/set', { scope, key: 'fontSize', value: 16, i: token });

    expect((await api('i/registry/get', { scope, key: 'theme', i: token })).body).toBe('dark');
    expect((await api('i/registry/get', { scope: ['other'], key: 'theme', i: token })).body).toBe('light');
    expect((await api('i/registry/get-all', { scope, i: token })).body).toEqual({
      theme: 'dark',
      columns: [{ type: 'tl' }, { type: 'notifications' }],
      fontSize: 16,
    });
    expect((await api('i/registry/keys', { scope, i: token })).body.sort()).toEqual([
      'columns',
      'fontSize',
      'theme',
    ]);
    expect((await api('i/registry/keys-with-type', { scope, i: token })).body).toEqual({
      theme: 'string',
      columns: 'array',
      fontSize: 'number',
    });
    const detail = (await api('i/registry/get-detail', { scope, key: 'fontSize', i: token })).body;
    expect(detail.value).toBe(16);

    expect((await api('i/registry/remove', { scope, key: 'theme', i: token })).status).toBe(204);
    const gone = await api('i/registry/get', { scope, key: 'theme', i: token });
    expect(gone.status).toBe(400);
    expect(gone.body.error).toMatchObject({
      code: 'NO_SUCH_KEY',
      id: 'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a',
    });
    const removeAgain = await api('i/registry/remove', { scope, key: 'theme', i: token });
    expect(removeAgain.body.error).toMatchObject({
      code: 'NO_SUCH_KEY',
      id: '1fac4e8a-a6cd-4e39-a4a5-3a7e11f1b019',
    });
  });

  it('keeps registries per user and validates scopes', async () => {
    const other = (await signup(inst, 'someone')).token;
    await api('i/registry/set', { scope: ['s'], key: 'k', value: 1, i: token });
    expect((await api('i/registry/get', { scope: ['s'], key: 'k', i: other })).body.error.code).toBe(
      'NO_SUCH_KEY',
    );
    const bad = await api('i/registry/set', { scope: ['no spaces!'], key: 'k', value: 1, i: token });
    expect(bad.body.error.code).toBe('INVALID_PARAM');
  });
});

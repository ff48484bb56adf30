import { beforeAll, describe, expect, it } from 'vitest';
import { signup, testInstance } from './helpers.ts';

describe('what autocomplete needs', () => {
  const t = testInstance();
  const api = t.api;
  const ann = t.signup('ann');
  const bob = t.signup('bob');
  beforeAll(async () => {
    await signup(t.inst, 'kumo_fan');
    await signup(t.inst, 'kumori');
    await api('notes/create', { i: ann.token, text: 'hello #Kumo and #kumori #cloud' });
    await api('notes/create', { i: bob.token, text: 'also #kumo' });
    await api('notes/create', { i: bob.token, text: '#kumori again' });
  });

  it('hashtags/search lists names by prefix, lowercased, the most used by people first', async () => {
    const res = await api('hashtags/search', { query: 'KU', limit: 10 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(['kumo', 'kumori']);
    expect((await api('hashtags/search', { query: 'cl' })).body).toEqual(['cloud']);
    expect((await api('hashtags/search', { query: 'nothing' })).body).toEqual([]);
  });

  it('hashtags/search treats % and _ literally and needs a query', async () => {
    expect((await api('hashtags/search', { query: '%' })).body).toEqual([]);
    const missing = await api('hashtags/search', {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('INVALID_PARAM');
  });

  it('hashtags/search pages with limit and offset', async () => {
    expect((await api('hashtags/search', { query: 'kum', limit: 1, offset: 1 })).body).toEqual(['kumori']);
  });

  it('users/search-by-username-and-host puts the users I follow first', async () => {
    await api('following/create', {
      i: ann.token,
      userId: (await api('users/show', { username: 'kumori' })).body.id,
    });
    const res = await api('users/search-by-username-and-host', {
      i: ann.token,
      username: 'kum',
      detail: false,
    });
    expect(res.body.map((u: { username: string }) => u.username)).toEqual(['kumori', 'kumo_fan']);
  });

  it('users/search-by-username-and-host: _ is a character, not a wildcard; detail gives full users', async () => {
    const res = await api('users/search-by-username-and-host', { username: 'kumo_' });
    expect(res.body.map((u: { username: string }) => u.username)).toEqual(['kumo_fan']);
    expect(res.body[0]).toHaveProperty('followersCount');
  });

  it('users/search-by-username-and-host with this host or "." searches local users; with an empty name, finds nothing; with neither name nor host, refuses (as Misskey)', async () => {
    const host = new URL(t.inst.url).host;
    expect((await api('users/search-by-username-and-host', { username: 'bo', host })).body).toHaveLength(1);
    expect((await api('users/search-by-username-and-host', { username: 'bo', host: '.' })).body).toHaveLength(
      1,
    );
    expect((await api('users/search-by-username-and-host', { username: '' })).body).toEqual([]);
    expect((await api('users/search-by-username-and-host', {})).body.error.code).toBe('INVALID_PARAM');
  });
});

import { describe, expect, it } from 'vitest';
import { testInstance } from './helpers.ts';

describe('admin: relays', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const alice = t.signin('alice');

  it('adds a relay by its inbox (requesting, as nothing is sent), lists and removes it; moderators only', async () => {
    expect((await t.api('admin/relays/list', {}, alice.token)).status).toBe(403);
    const added = await t.api('admin/relays/add', { inbox: 'https://relay.example/inbox' }, admin.token);
    expect(added.body).toEqual({
      id: expect.any(String),
      inbox: 'https://relay.example/inbox',
      status: 'requesting',
    });
    expect((await t.api('admin/relays/list', {}, admin.token)).body).toEqual([added.body]);
    const bad = await t.api('admin/relays/add', { inbox: 'javascript:alert(1)' }, admin.token);
    expect(bad.body.error).toMatchObject({ code: 'INVALID_URL', id: 'fb8c92d3-d4e5-44e7-b3d4-800d5cef8b2c' });
    expect(
      (await t.api('admin/relays/remove', { inbox: 'https://relay.example/inbox' }, admin.token)).status,
    ).toBe(204);
    expect(
      (await t.api('admin/relays/remove', { inbox: 'https://relay.example/inbox' }, admin.token)).status,
    ).toBe(400);
    expect((await t.api('admin/relays/list', {}, admin.token)).body).toEqual([]);
  });
});

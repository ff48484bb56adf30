import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICIES } from '../src/packing/policies.ts';
import { matchesFormula, type UserFacts } from '../src/services/role-conditions.ts';
import { combinePolicies } from '../src/services/role-policies.ts';
import { roleInput, StreamClient, testInstance } from './helpers.ts';

const facts: UserFacts = {
  isLocal: true,
  isSuspended: false,
  isLocked: false,
  isBot: false,
  isCat: true,
  isExplorable: true,
  createdAt: Date.now() - 10 * 86400_000,
  followersCount: 3,
  followingCount: 0,
  notesCount: 12,
  manualRoleIds: new Set(['r1']),
};

describe('role conditions', () => {
  const now = Date.now();
  const holds = (f: unknown) => matchesFormula(f as never, facts, now);

  it('reads each condition and the and / or / not around them', () => {
    expect(holds({ type: 'isLocal' })).toBe(true);
    expect(holds({ type: 'isRemote' })).toBe(false);
    expect(holds({ type: 'isCat' })).toBe(true);
    expect(holds({ type: 'createdLessThan', sec: 30 * 86400 })).toBe(true);
    expect(holds({ type: 'createdMoreThan', sec: 30 * 86400 })).toBe(false);
    expect(holds({ type: 'notesMoreThanOrEq', value: 12 })).toBe(true);
    expect(holds({ type: 'followersLessThanOrEq', value: 2 })).toBe(false);
    expect(holds({ type: 'roleAssignedTo', roleId: 'r1' })).toBe(true);
    expect(
      holds({ type: 'and', values: [{ type: 'isLocal' }, { type: 'not', value: { type: 'isBot' } }] }),
    ).toBe(true);
    expect(holds({ type: 'or', values: [{ type: 'isBot' }, { type: 'isRemote' }] })).toBe(false);
  });

  it('an unknown or malformed formula never holds', () => {
    expect(holds({})).toBe(false);
    expect(holds({ type: 'isAdmin' })).toBe(false);
    expect(holds({ type: 'notesMoreThanOrEq', value: 'many' })).toBe(false);
    expect(holds({ type: 'not' })).toBe(false);
    let deep: unknown = { type: 'isLocal' };
    for (let i = 0; i < 100; i++) deep = { type: 'not', value: { type: 'not', value: deep } };
    expect(holds(deep)).toBe(false);
  });
});

describe('policies of several roles', () => {
  const base = { ...DEFAULT_POLICIES, canSearchNotes: true, clipLimit: 10 };

  it('a role that overrides wins over the base; the most generous role wins among several', () => {
    const off = { canSearchNotes: { useDefault: false, priority: 0, value: false } };
    expect(combinePolicies(base, [off]).canSearchNotes).toBe(false);
    expect(combinePolicies(base, [off, {}]).canSearchNotes).toBe(true);
    const more = { clipLimit: { useDefault: false, priority: 0, value: 50 } };
    const less = { clipLimit: { useDefault: false, priority: 0, value: 2 } };
    expect(combinePolicies(base, [more, less]).clipLimit).toBe(50);
    expect(combinePolicies(base, []).clipLimit).toBe(10);
  });

  it('only the highest priority present counts', () => {
    const high = { clipLimit: { useDefault: false, priority: 2, value: 2 } };
    const low = { clipLimit: { useDefault: false, priority: 0, value: 50 } };
    expect(combinePolicies(base, [high, low]).clipLimit).toBe(2);
  });
});

const role = (over: Record<string, unknown>) => roleInput({ name: 'No search', ...over });

describe('admin/roles: show, update, users, unassign, delete', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const user = t.signup('role_engine_user');

  it('a conditional role takes search away at once, and its holder is told', async () => {
    const search = async () => (await t.api('notes/search', { query: 'a' }, user.token)).status;
    expect(await search()).toBe(200);
    const s = await StreamClient.open(t.inst, user.token);
    try {
      await s.connect('main', 'main');
      const created = await t.api(
        'admin/roles/create',
        role({
          target: 'conditional',
          condFormula: { id: 'c1', type: 'isLocal' },
          policies: { canSearchNotes: { useDefault: false, priority: 0, value: false } },
        }),
        admin.token,
      );
      expect(created.status).toBe(200);
      const told = await s.waitFor((m) => m.type === 'channel' && m.body.type === 'meUpdated');
      expect(told.body.body.policies.canSearchNotes).toBe(false);
      expect(await search()).toBe(400);
      const me = (await t.api('i', {}, user.token)).body as { policies: { canSearchNotes: boolean } };
      expect(me.policies.canSearchNotes).toBe(false);
      // the formula no longer holds for this user: search is back
      const roleId = (created.body as { id: string }).id;
      const upd = await t.api(
        'admin/roles/update',
        { roleId, condFormula: { id: 'c2', type: 'isBot' } },
        admin.token,
      );
      expect(upd.status).toBe(204);
      expect(await search()).toBe(200);
      const shown = await t.api('admin/roles/show', { roleId }, admin.token);
      expect(shown.body).toMatchObject({
        name: 'No search',
        target: 'conditional',
        condFormula: { type: 'isBot' },
      });
      expect((await t.api('admin/roles/delete', { roleId }, admin.token)).status).toBe(204);
      expect((await t.api('admin/roles/show', { roleId }, admin.token)).body.error.id).toBe(
        '07dc7d34-c0d8-49b7-96c6-db3ce64ee0b3',
      );
    } finally {
      s.close();
    }
  });

  it('lists the members given a role by hand and takes it back', async () => {
    const created = await t.api('admin/roles/create', role({ name: 'Helpers' }), admin.token);
    const roleId = (created.body as { id: string }).id;
    await t.api(
      'admin/roles/assign',
      { roleId, userId: user.id, expiresAt: Date.now() + 86400_000 },
      admin.token,
    );
    const members = await t.api('admin/roles/users', { roleId }, admin.token);
    expect(members.body).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: user.id }),
        expiresAt: expect.any(String),
      }),
    ]);
    expect((await t.api('admin/roles/users', { roleId }, user.token)).status).toBe(403);
    expect((await t.api('admin/roles/unassign', { roleId, userId: user.id }, admin.token)).status).toBe(204);
    const again = await t.api('admin/roles/unassign', { roleId, userId: user.id }, admin.token);
    expect(again.body.error).toMatchObject({
      code: 'NOT_ASSIGNED',
      id: 'b9060ac7-5c94-4da4-9f55-2047c953df44',
    });
    expect((await t.api('admin/roles/users', { roleId }, admin.token)).body).toEqual([]);
    expect((await t.api('admin/roles/update', { roleId, name: 'x' }, user.token)).status).toBe(403);
  });
});

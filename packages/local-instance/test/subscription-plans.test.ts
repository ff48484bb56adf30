import { describe, expect, it } from 'vitest';
import { roleInput, testInstance } from './helpers.ts';

describe('admin/subscription-plans (Kumo’s own API)', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const alice = t.signin('alice');

  it('creates, lists, edits and archives a plan that grants a role; only administrators may', async () => {
    const role = (
      await t.api(
        'admin/roles/create',
        roleInput({ name: 'Supporter', color: '#ff8800', isPublic: true, asBadge: true }),
        admin.token,
      )
    ).body;
    const plan = { name: 'Monthly', price: 500, currency: 'JPY', interval: 'month', roleId: role.id };
    expect((await t.api('admin/subscription-plans/create', plan, alice.token)).status).toBe(403);
    const bad = await t.api('admin/subscription-plans/create', { ...plan, currency: 'yen' }, admin.token);
    expect(bad.body.error.code).toBe('INVALID_PARAM');
    const negative = await t.api('admin/subscription-plans/create', { ...plan, price: -1 }, admin.token);
    expect(negative.body.error.code).toBe('INVALID_PARAM');
    const noRole = await t.api('admin/subscription-plans/create', { ...plan, roleId: 'nope1' }, admin.token);
    expect(noRole.body.error.code).toBe('NO_SUCH_ROLE');

    const created = await t.api('admin/subscription-plans/create', plan, admin.token);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      name: 'Monthly',
      price: 500,
      currency: 'JPY',
      interval: 'month',
      role: { id: role.id, name: 'Supporter', color: '#ff8800' },
      isActive: true,
      isArchived: false,
      description: '',
    });
    const id = created.body.id;
    expect(
      (
        await t.api(
          'admin/subscription-plans/update',
          { planId: id, price: 450, isActive: false },
          admin.token,
        )
      ).status,
    ).toBe(204);
    const [listed] = (await t.api('admin/subscription-plans/list', {}, admin.token)).body;
    expect(listed).toMatchObject({ id, price: 450, isActive: false });

    expect((await t.api('admin/subscription-plans/archive', { planId: id }, admin.token)).status).toBe(204);
    expect((await t.api('admin/subscription-plans/list', {}, admin.token)).body).toEqual([]);
    const all = (await t.api('admin/subscription-plans/list', { includeArchived: true }, admin.token)).body;
    expect(all[0]).toMatchObject({ id, isArchived: true, isActive: false });
    const late = await t.api('admin/subscription-plans/update', { planId: id, name: 'x' }, admin.token);
    expect(late.body.error.code).toBe('PLAN_ARCHIVED');
    const gone = await t.api('admin/subscription-plans/archive', { planId: 'nope1' }, admin.token);
    expect(gone.body.error.code).toBe('NO_SUCH_PLAN');
  });

  it('is in the endpoint list, so a client can tell the server has plans', async () => {
    const list = (await t.api('endpoints', {})).body as string[];
    expect(list).toContain('admin/subscription-plans/list');
  });
});

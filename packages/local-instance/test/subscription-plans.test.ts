import { describe, expect, it } from 'vitest';
import { roleInput, testInstance } from './helpers.ts';
import { periodEnd } from '../src/services/subscriptions.ts';

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

describe('subscription/* (Kumo’s own API)', () => {
  const t = testInstance({ seed: 'demo' });
  const admin = t.signin('admin');
  const alice = t.signin('alice');

  it('lists open plans; subscribing grants the role, canceling keeps it to the period end', async () => {
    const role = (
      await t.api('admin/roles/create', roleInput({ name: 'Patron', isPublic: true }), admin.token)
    ).body;
    const plan = (
      await t.api(
        'admin/subscription-plans/create',
        { name: 'Patron', price: 300, currency: 'USD', interval: 'month', roleId: role.id },
        admin.token,
      )
    ).body;
    const closed = (
      await t.api(
        'admin/subscription-plans/create',
        { name: 'Closed', price: 100, currency: 'USD', interval: 'year', roleId: role.id, isActive: false },
        admin.token,
      )
    ).body;
    const plans = (await t.api('subscription/plans', {})).body;
    expect(plans.map((p: { id: string }) => p.id)).toContain(plan.id);
    expect(plans.map((p: { id: string }) => p.id)).not.toContain(closed.id);

    expect((await t.api('subscription/show', {}, alice.token)).body).toBeNull();
    expect((await t.api('subscription/show', {})).status).toBe(401);
    const refused = await t.api('subscription/subscribe', { planId: closed.id }, alice.token);
    expect(refused.body.error.code).toBe('PLAN_CLOSED');
    expect((await t.api('subscription/subscribe', { planId: 'nope1' }, alice.token)).body.error.code).toBe(
      'NO_SUCH_PLAN',
    );
    const cancelNothing = await t.api('subscription/cancel', {}, alice.token);
    expect(cancelNothing.body.error.code).toBe('NOT_SUBSCRIBED');

    const sub = await t.api('subscription/subscribe', { planId: plan.id }, alice.token);
    expect(sub.status).toBe(200);
    expect(sub.body).toMatchObject({ plan: { id: plan.id }, status: 'active', endsAt: null });
    const renews = Date.parse(sub.body.renewsAt);
    expect(renews - Date.parse(sub.body.startedAt)).toBeGreaterThan(27 * 86_400_000);
    const again = await t.api('subscription/subscribe', { planId: plan.id }, alice.token);
    expect(again.body.error.code).toBe('ALREADY_SUBSCRIBED');
    const me = (await t.api('i', {}, alice.token)).body;
    expect(me.roles.map((r: { id: string }) => r.id)).toContain(role.id);

    const canceled = await t.api('subscription/cancel', {}, alice.token);
    expect(canceled.body).toMatchObject({ status: 'canceled', renewsAt: null, endsAt: sub.body.renewsAt });
    // the role stays until the end of the period
    const still = (await t.api('i', {}, alice.token)).body;
    expect(still.roles.map((r: { id: string }) => r.id)).toContain(role.id);
    expect((await t.api('subscription/cancel', {}, alice.token)).body.error.code).toBe('NOT_SUBSCRIBED');
  });
});

describe('subscription periods', () => {
  it('renew by calendar month or year from the start', () => {
    const start = Date.UTC(2026, 0, 31);
    expect(new Date(periodEnd(start, 'month', start)).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(new Date(periodEnd(start, 'month', Date.UTC(2026, 2, 1))).toISOString()).toBe(
      '2026-03-31T00:00:00.000Z',
    );
    expect(new Date(periodEnd(start, 'year', Date.UTC(2027, 5, 1))).toISOString()).toBe(
      '2028-01-31T00:00:00.000Z',
    );
  });
});

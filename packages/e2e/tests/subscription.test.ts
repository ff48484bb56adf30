import { afterAll, describe, expect, test } from 'vitest';
import { adminToken, callApi, createPublicRole, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();
const plans: string[] = [];

afterAll(async () => {
  // the instance is shared with the files after this one: the plan takes no one else
  const admin = await adminToken();
  for (const planId of plans) await callApi('admin/subscription-plans/archive', { i: admin, planId });
});

describe('subscription (a server that offers plans)', () => {
  test('a user subscribes to a plan, gets its role, sees the renewal date and cancels', async () => {
    const admin = await adminToken();
    const roleId = await createPublicRole(admin, 'Supporters');
    const plan = await callApi<{ id: string }>('admin/subscription-plans/create', {
      i: admin,
      name: 'Supporter',
      description: 'Keeps the lights on.',
      price: 450,
      currency: 'USD',
      interval: 'month',
      roleId,
    });
    plans.push(plan.id);
    const { user, page, context } = await kumo.openAsNewUser('subscriber', '/secure/settings');
    await page.getByRole('link', { name: 'Subscription' }).click();
    const card = page.getByRole('article', { name: 'Supporter' });
    await card.getByText('$4.50 a month').waitFor();
    await page.getByText('You have no subscription.').waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/subscription-desktop.png' });

    await card.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText(/^Renews on /).waitFor();
    const me = await callApi<{ roles: Array<{ id: string }> }>('i', { i: user.token });
    expect(me.roles.map((r) => r.id)).toContain(roleId);
    // one subscription at a time
    expect(await card.getByRole('button', { name: 'Subscribe' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText(/^Canceled: it ends on /).waitFor();
    if (process.env.SHOTS) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/subscription-phone.png' });
    }
    await context.close();
  });
});

import { describe, expect, test } from 'vitest';
import { basePolicies, callApi, createUser, DEMO_PASSWORD, openKumo } from '../support/browser.ts';

const kumo = await openKumo();

async function adminToken(): Promise<string> {
  return (await callApi<{ i: string }>('signin-flow', { username: 'admin', password: DEMO_PASSWORD })).i;
}

type Invite = { id: string; code: string };

describe('invite, roles and email settings', () => {
  test('without canInvite the page says so; with it a code is created, listed and deleted', async () => {
    const user = await createUser('inv');
    const { page, context } = await kumo.newPage();
    const admin = await adminToken();
    const before = await basePolicies();
    try {
      await kumo.signIn(page, user.username, '/secure/settings/invite');
      await expect
        .poll(() => page.getByText('Your roles do not allow you to create invitation codes').count())
        .toBe(1);

      await callApi('admin/roles/update-default-policies', {
        i: admin,
        policies: { canInvite: true, inviteLimit: 3, inviteLimitCycle: 60 },
      });
      await page.reload();
      await page.getByText('Codes left in the current period: 3').waitFor();
      await page.getByRole('button', { name: 'Create a code' }).click();
      const shown = page.getByTestId('new-invite-code');
      await shown.waitFor();
      const code = (await shown.textContent())!.trim();
      const mine = await callApi<Invite[]>('invite/list', { i: user.token });
      expect(mine.map((c) => c.code)).toEqual([code]);

      const list = page.getByRole('list', { name: 'Your codes' });
      await list.getByText(code).waitFor();
      await page.getByText('Codes left in the current period: 2').waitFor();

      await list.getByRole('button', { name: `Delete code ${code}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => list.getByText(code).count()).toBe(0);
      expect(await callApi<Invite[]>('invite/list', { i: user.token })).toEqual([]);
    } finally {
      await callApi('admin/roles/update-default-policies', { i: admin, policies: before });
      await context.close();
    }
  });

  test('the roles page lists my effective policies in readable form', async () => {
    const user = await createUser('rol');
    const { page, context } = await kumo.newPage();
    try {
      await kumo.signIn(page, user.username, '/secure/settings/roles');
      const drive = page.locator('[data-policy="driveCapacityMb"]');
      await drive.waitFor();
      const me = await callApi<{ policies: { driveCapacityMb: number } }>('i', { i: user.token });
      expect(await drive.textContent()).toBe(
        `Drive capacity${new Intl.NumberFormat('en-US').format(me.policies.driveCapacityMb)} MB`,
      );
      expect(await page.locator('[data-policy="gtlAvailable"] dd').textContent()).toBe('Yes');
      expect(await page.locator('[data-policy]').count()).toBeGreaterThan(20);
      await page.getByText('No roles are assigned to you').waitFor();
    } finally {
      await context.close();
    }
  });

  test('email: notification types and the address are saved', async () => {
    const user = await createUser('mail');
    const { page, context } = await kumo.newPage();
    try {
      await kumo.signIn(page, user.username, '/secure/settings/email');
      const mention = page.getByRole('checkbox', { name: 'Mentions' });
      await mention.waitFor();
      expect(await mention.isChecked()).toBe(false);
      await mention.check();
      await expect
        .poll(
          async () =>
            (await callApi<{ emailNotificationTypes: string[] }>('i', { i: user.token }))
              .emailNotificationTypes,
        )
        .toContain('mention');
      await page.getByRole('checkbox', { name: 'New followers' }).uncheck();
      await expect
        .poll(async () =>
          (
            await callApi<{ emailNotificationTypes: string[] }>('i', { i: user.token })
          ).emailNotificationTypes.sort(),
        )
        .toEqual(['mention', 'receiveFollowRequest']);

      await page.getByLabel('Address (leave empty to remove it)').fill(`${user.username}@example.com`);
      await page.getByLabel('Your password, to confirm').fill('wrong-password');
      await page.getByRole('button', { name: 'Save address' }).click();
      await page.getByRole('alert').getByText('The password is not correct.').waitFor();
      await page.getByLabel('Your password, to confirm').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Save address' }).click();
      await page.getByText('Not verified yet').waitFor();
      const me = await callApi<{ email: string | null }>('i', { i: user.token });
      expect(me.email).toBe(`${user.username}@example.com`);
    } finally {
      await context.close();
    }
  });
});

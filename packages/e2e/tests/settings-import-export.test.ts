import { describe, expect, test } from 'vitest';
import { baseURL, callApi, createUser, openKumo, type TestUser } from '../support/browser.ts';

const kumo = await openKumo();

type User = TestUser;

async function uploadText(user: User, name: string, text: string): Promise<{ id: string }> {
  const fd = new FormData();
  fd.set('i', user.token);
  fd.set('file', new Blob([text], { type: 'text/csv' }), name);
  const res = await fetch(`${baseURL()}/api/drive/files/create`, { method: 'POST', body: fd });
  if (!res.ok) throw new Error(`upload failed: ${res.status}`);
  return (await res.json()) as { id: string };
}

describe('import/export settings', () => {
  test('exporting follows puts a CSV in the drive and a notification arrives', async () => {
    const user = await createUser('expo');
    const friend = await createUser('expf');
    await callApi('following/create', { i: user.token, userId: friend.id });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username, '/secure/settings/import-export');
    await page.getByTestId('data-kind-following').getByRole('button', { name: 'Export' }).click();
    await expect.poll(() => page.getByText('Export started.', { exact: false }).count()).toBeGreaterThan(0);

    await page.goto('/secure/my/notifications');
    await expect
      .poll(() => page.getByText('Your export (following) is ready').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const files = await callApi<{ name: string; url: string }[]>('drive/files', { i: user.token });
    const csv = files.find((f) => f.name.startsWith('following-') && f.name.endsWith('.csv'));
    expect(csv).toBeDefined();
    expect(await (await fetch(csv!.url)).text()).toBe(`${friend.username}\n`);
    await context.close();
  });

  test('importing a following CSV chosen from the drive follows the listed account', async () => {
    const user = await createUser('impo');
    const target = await createUser('impt');
    await uploadText(user, 'follows.csv', `${target.username}\nno-such-account-here\n`);
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username, '/secure/settings/import-export');
    await page.getByTestId('data-kind-following').getByRole('button', { name: 'Import from drive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'follows.csv' }).click();
    await expect.poll(() => page.getByText('Import started.', { exact: false }).count()).toBeGreaterThan(0);
    await expect
      .poll(
        async () =>
          (await callApi<{ isFollowing: boolean }>('users/show', { i: user.token, userId: target.id }))
            .isFollowing,
      )
      .toBe(true);
    await context.close();
  });

  test('an empty import file shows the error from the server', async () => {
    const user = await createUser('impe');
    await uploadText(user, 'empty.csv', '');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username, '/secure/settings/import-export');
    await page.getByTestId('data-kind-muting').getByRole('button', { name: 'Import from drive' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'empty.csv' }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'The file is empty.' }).count())
      .toBe(1);
    await context.close();
  });
});

describe('migration settings', () => {
  test('account aliases are saved with i/update and shown again after a reload', async () => {
    const user = await createUser('migr');
    const old = await createUser('mold');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username, '/secure/settings/migration');
    await page.getByRole('textbox', { name: 'Alias 1' }).fill(`@${old.username}`);
    await page.getByRole('button', { name: 'Save aliases' }).click();
    await expect
      .poll(async () => (await callApi<{ alsoKnownAs: string[] | null }>('i', { i: user.token })).alsoKnownAs)
      .toEqual([`${baseURL()}/users/${old.id}`]);
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Alias 1' }).inputValue())
      .toBe(`@${old.username}`);

    await page.getByRole('textbox', { name: 'Alias 1' }).fill('@nobodyatallhere');
    await page.getByRole('button', { name: 'Save aliases' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    await context.close();
  });

  test('moving asks for confirmation and shows the server refusal for an account without the alias', async () => {
    const user = await createUser('mvsr');
    const dest = await createUser('mvds');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username, '/secure/settings/migration');
    await page.getByLabel('New account').fill(`@${dest.username}`);
    await page.getByRole('button', { name: 'Move account' }).click();
    await expect.poll(() => page.getByText('This cannot be undone', { exact: false }).count()).toBe(1);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    expect((await callApi<{ movedTo: string | null }>('i', { i: user.token })).movedTo).toBeNull();
    await context.close();
  });
});

import { describe, expect, test } from 'vitest';
import { baseURL, callApi, createUser, openKumo } from '../support/browser.ts';

const kumo = await openKumo();

/** Uploads a text file of `bytes` bytes to the user's drive (set-up through the API). */
async function upload(token: string, name: string, bytes: number): Promise<{ id: string }> {
  const form = new FormData();
  form.append('i', token);
  form.append('file', new Blob([new Uint8Array(bytes).fill(66)], { type: 'text/plain' }), name);
  const res = await fetch(`${baseURL()}/api/drive/files/create`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`upload failed: ${res.status}`);
  return (await res.json()) as { id: string };
}

describe('settings: webhooks', () => {
  test('create a webhook, see it listed, rename it, delete it', async () => {
    const { user, page, context } = await kumo.openAsNewUser('hooks', '/secure/settings/webhook');
    await expect.poll(() => page.getByText('You have no webhooks yet.').count()).toBe(1);

    await page.getByRole('link', { name: 'New webhook' }).click();
    await page.getByLabel('Name').fill('Build bot');
    await page.getByRole('textbox', { name: /^URL/ }).fill('https://hooks.example.com/kumo');
    await page.getByLabel('Secret').fill('topsecret');
    await page.getByRole('checkbox', { name: 'Someone follows you' }).check();
    await page.getByRole('checkbox', { name: 'You post a note' }).check();
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL('**/secure/settings/webhook');
    const list = page.getByRole('list', { name: 'Webhooks' });
    const row = list.getByRole('link', { name: /Build bot/ });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('https://hooks.example.com/kumo');
    expect(await row.textContent()).toContain('Someone follows you, You post a note');
    const stored = await callApi<Array<{ name: string; secret: string; on: string[] }>>('i/webhooks/list', {
      i: user.token,
    });
    expect(stored).toMatchObject([{ name: 'Build bot', secret: 'topsecret', on: ['followed', 'note'] }]);

    await row.click();
    await page.waitForURL('**/secure/settings/webhook/edit/**');
    const name = page.getByLabel('Name');
    await expect.poll(() => name.inputValue()).toBe('Build bot');
    await name.fill('Deploy bot');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL('**/secure/settings/webhook');
    await expect.poll(() => list.getByRole('link', { name: /Deploy bot/ }).count()).toBe(1);
    expect(await list.getByRole('link', { name: /Build bot/ }).count()).toBe(0);

    await list.getByRole('link', { name: /Deploy bot/ }).click();
    await page.getByRole('button', { name: 'Delete webhook' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/secure/settings/webhook');
    await expect.poll(() => page.getByText('You have no webhooks yet.').count()).toBe(1);
    expect(await callApi('i/webhooks/list', { i: user.token })).toEqual([]);
    await context.close();
  });

  test('a URL that is not http or https is refused with a clear message', async () => {
    const { user, page, context } = await kumo.openAsNewUser('hookurl', '/secure/settings/webhook/new');
    await page.getByLabel('Name').fill('Bad one');
    await page.getByRole('textbox', { name: /^URL/ }).fill('ftp://files.example.com/in');
    await page.getByRole('button', { name: 'Save' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toBe('Only http:// and https:// URLs can receive webhooks.');
    expect(page.url()).toContain('/secure/settings/webhook/new');
    expect(await callApi('i/webhooks/list', { i: user.token })).toEqual([]);
    await context.close();
  });
});

describe('settings: drive', () => {
  test('drive settings show how much space is used', async () => {
    const user = await createUser('drvuse');
    await upload(user.token, 'notes.txt', 300 * 1024);
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username, '/secure/settings/drive');
    const usage = page.getByTestId('drive-usage-text');
    await expect.poll(() => usage.textContent()).toBe('300 KB of 1 GB used (<0.1%)');
    expect(await page.getByRole('meter', { name: 'Space used' }).getAttribute('aria-valuenow')).toBe(
      String(300 * 1024),
    );
    expect(await page.getByTestId('upload-folder-name').textContent()).toBe('Top of the drive');

    // the sensitive-media switch is the server's setting: new uploads come back marked
    const nsfw = page.getByRole('switch', { name: /Mark every file I upload as sensitive/ });
    await nsfw.click({ force: true });
    await expect
      .poll(async () => (await callApi<{ alwaysMarkNsfw: boolean }>('i', { i: user.token })).alwaysMarkNsfw)
      .toBe(true);
    const after = await upload(user.token, 'later.txt', 10);
    expect(
      (await callApi<{ isSensitive: boolean }>('drive/files/show', { i: user.token, fileId: after.id }))
        .isSensitive,
    ).toBe(true);
    await context.close();
  });

  test('the cleaner lists the largest first and deleting a selected file lowers the usage', async () => {
    const user = await createUser('drvclean');
    await upload(user.token, 'small.txt', 20 * 1024);
    await upload(user.token, 'huge.txt', 600 * 1024);
    await upload(user.token, 'medium.txt', 100 * 1024);
    const { page, context } = await kumo.newPage({ width: 390, height: 844 });
    await kumo.signIn(page, user.username, '/secure/settings/drive/cleaner');
    const usage = page.getByTestId('drive-usage-text');
    await expect.poll(() => usage.textContent()).toMatch(/^720 KB of 1 GB used/);
    const items = page.getByRole('list', { name: 'Largest files' }).getByRole('listitem');
    await expect.poll(() => items.count()).toBe(3);
    expect(await items.locator('b').allTextContents()).toEqual(['huge.txt', 'medium.txt', 'small.txt']);

    await page.getByRole('checkbox', { name: /huge\.txt/ }).check();
    await expect.poll(() => page.getByText('1 selected · 600 KB').count()).toBe(1);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await expect.poll(() => page.getByTestId('drive-cleaner-freed').textContent()).toBe('Freed 600 KB');
    await expect.poll(() => usage.textContent()).toMatch(/^120 KB of 1 GB used/);
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.locator('b').allTextContents()).toEqual(['medium.txt', 'small.txt']);
    const drive = await callApi<{ usage: number }>('drive', { i: user.token });
    expect(drive.usage).toBe(120 * 1024);
    await context.close();
  });
});

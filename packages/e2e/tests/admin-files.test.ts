import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { callApi, createUser, openBrowser, newPage, signIn, uploadPicture } from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
describe('admin: files and accounts', () => {
  test('a moderator finds a user’s file, marks it sensitive and deletes it', async () => {
    const user = await createUser('filer');
    const file = await uploadPicture(user.token, 'beach.png');
    const { page, context } = await newPage(browser);
    try {
      await signIn(page, 'admin', '/admin/files');
      await page.getByLabel('Uploaded by').fill(`@${user.username}`);
      const list = page.getByRole('list', { name: 'Files' });
      await expect.poll(() => list.getByRole('link').count()).toBe(1);
      await list.getByRole('link', { name: /beach\.png/ }).click();
      await page.waitForURL(`**/admin/file/${file.id}`);
      await expect.poll(() => page.getByRole('img', { name: 'beach.png' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Mark sensitive' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Unmark sensitive' }).isVisible()).toBe(true);
      const shown = await callApi<{ isSensitive: boolean }>('drive/files/show', {
        i: user.token,
        fileId: file.id,
      });
      expect(shown.isSensitive).toBe(true);
      await page.getByRole('button', { name: 'Delete file' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await page.waitForURL('**/admin/files');
      await expect
        .poll(() =>
          callApi('drive/files/show', { i: user.token, fileId: file.id }).catch((e: Error) => e.message),
        )
        .toMatch(/NO_SUCH_FILE/);
    } finally {
      await context.close();
    }
  });

  test('an administrator deletes an account only after typing its username; its session ends', async () => {
    const user = await createUser('doomed');
    const { page: userPage, context: userCtx } = await newPage(browser);
    const { page, context } = await newPage(browser);
    try {
      await signIn(userPage, user.username);
      await signIn(page, 'admin', `/secure/user-info/${user.id}`);
      await page.getByRole('button', { name: 'Delete account' }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill('someone-else');
      await dialog.getByRole('button', { name: 'OK' }).click();
      const refused = page.getByRole('alertdialog').filter({ hasText: 'That is not the account’s username' });
      await expect.poll(() => refused.isVisible()).toBe(true);
      await refused.getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => refused.count()).toBe(0);
      expect((await callApi<{ id: string }>('i', { i: user.token })).id).toBe(user.id);

      await page.getByRole('button', { name: 'Delete account' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill(user.username);
      await dialog.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL('**/admin/users');
      await expect.poll(() => callApi('i', { i: user.token }).catch((e: Error) => e.message)).toMatch(/401/);
      // the deleted account's page no longer acts as it: the server's refusal is shown, or it is
      // already back at the landing page (the stream's end may sign it out before the reload)
      await userPage.reload();
      const signedOut = async () =>
        (await userPage.getByRole('alertdialog').isVisible()) ||
        (await userPage.getByRole('dialog').isVisible()) ||
        (await userPage.getByRole('link', { name: 'Sign in' }).first().isVisible()) ||
        (await userPage.getByRole('button', { name: 'Sign in' }).first().isVisible());
      await expect.poll(signedOut, { timeout: 10_000 }).toBe(true);
    } finally {
      await userCtx.close();
      await context.close();
    }
  });
});

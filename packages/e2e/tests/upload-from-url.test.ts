import { describe, expect, test } from 'vitest';
import { createUser, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

describe('upload from a URL (spec P2 §7)', () => {
  test('when nothing arrives within the wait, an error dialog says so and nothing is attached', async () => {
    const user = await createUser('urlfail');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username);
    // the page's timers on a clock the test moves: the two-minute wait without waiting for it
    await page.clock.install();
    await page.getByRole('button', { name: 'Attach files' }).click();
    await page.getByRole('menuitem', { name: 'Upload from a URL' }).click();
    // an address the server will not fetch (a private network): it answers the request and never
    // tells of a file
    const url = 'http://10.255.255.1/missing.png';
    await page.getByRole('textbox', { name: 'Address of the file to upload' }).fill(url);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('The server is fetching the file.').first().waitFor();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await page.clock.runFor(60_000);
    expect(await dialog.filter({ hasText: 'Nothing arrived' }).count()).toBe(0);
    await page.clock.runFor(61_000);
    const failed = dialog.filter({ hasText: `Nothing arrived from ${url} in two minutes` });
    await failed.waitFor();
    expect(await seriousAxeViolations(page, '[role="alertdialog"], [role="dialog"]')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-spec43-url-upload-1280.png' });
    await failed.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByRole('button', { name: /^Options for / }).count()).toBe(0);
    await context.close();
  });

  test('on the drive page, when nothing arrives within a minute, an error dialog says so', async () => {
    const user = await createUser('urlfaildrive');
    const { page, context } = await kumo.newPage({ width: 390, height: 844 });
    await kumo.signIn(page, user.username, '/secure/my/drive');
    await page.clock.install();
    await page.getByRole('button', { name: 'Upload from a URL' }).click();
    const url = 'http://10.255.255.1/missing-too.png';
    await page.getByRole('textbox').last().fill(url);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('The server is fetching the file').first().waitFor();
    await page.clock.runFor(61_000);
    const failed = page
      .getByRole('alertdialog')
      .or(page.getByRole('dialog'))
      .filter({
        hasText: `Nothing arrived from ${url} within a minute`,
      });
    await failed.waitFor();
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-spec43-drive-url-upload-390.png' });
    await failed.getByRole('button', { name: 'OK' }).click();
    await context.close();
  });
});

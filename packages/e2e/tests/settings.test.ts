import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, postNote } from '../support/browser.ts';

const kumo = await openKumo();
const EMOJI_PICKER = 'Emoji picker';

describe('settings', () => {
  test('a setting changed in one tab shows in a second tab without reloading', async () => {
    const { page, context } = await kumo.openAsNewUser('tabs');
    const second = await context.newPage();
    await second.goto('/secure/timeline');
    await expect.poll(() => second.locator('.kumo-sidebar').count()).toBe(1);
    await page.goto('/secure/settings/navbar');
    await page.getByLabel('Menu style').selectOption('top');
    await expect.poll(() => second.locator('.kumo-topnav').count()).toBe(1);
    expect(await second.locator('.kumo-sidebar').count()).toBe(0);
    await context.close();
  });

  test('an account-level setting follows the account to a fresh browser profile', async () => {
    const user = await createUser('sync');
    const first = await kumo.newPage();
    await kumo.signIn(first.page, user.username);
    await first.page.goto('/secure/settings/general');
    const collapse = first.page.getByRole('switch', { name: 'Collapse renotes you have already seen' });
    await expect.poll(() => collapse.isChecked()).toBe(true);
    await collapse.click({ force: true });
    await expect.poll(() => collapse.isChecked()).toBe(false);
    await first.page.waitForTimeout(500);
    await first.context.close();

    const fresh = await kumo.newPage();
    await kumo.signIn(fresh.page, user.username);
    await fresh.page.goto('/secure/settings/general');
    const again = fresh.page.getByRole('switch', { name: 'Collapse renotes you have already seen' });
    await expect.poll(() => again.isChecked()).toBe(false);
    await fresh.context.close();
  });

  test('square avatars and larger reactions change how avatars and reactions look', async () => {
    const { page, context } = await kumo.openAsNewUser('looks', '/secure/settings/general');
    const radius = () =>
      page.evaluate(() => {
        const img = document.querySelector('.kumo-avatar');
        return img ? getComputedStyle(img).borderTopLeftRadius : null;
      });
    await expect.poll(radius).toBe('50%');
    await page.getByRole('switch', { name: 'Square avatars' }).click({ force: true });
    await expect.poll(radius).toBe('22%');
    await page.getByRole('switch', { name: 'Larger reactions' }).click({ force: true });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-large-reactions')))
      .toBe(true);
    await context.close();
  });

  test('condensed handles: a long name and handle are narrowed to fit a phone-width note header', async () => {
    const { user, page, context } = await kumo.openAsNewUser(
      'condensed_long_handle',
      '/secure/settings/general',
    );
    await callApi('i/update', { i: user.token, name: 'A rather long display name for a narrow screen' });
    const note = await postNote(user, 'condensed');
    await page.getByRole('switch', { name: 'Condense long user handles' }).click({ force: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/notes/${note.id}`);
    const inner = page.locator('.kumo-condensed-line-inner').first();
    await inner.waitFor();
    await expect
      .poll(() => inner.evaluate((e) => (e as HTMLElement).style.transform))
      .toMatch(/^scaleX\(0\.\d+\)$/);
    expect(await inner.textContent()).toContain(`@${user.username}`);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/condensed-phone.png' });
    await context.close();
  });

  test('with the reaction picker on right-click, right-clicking a note reacts instead of opening its menu', async () => {
    const { user, page, context } = await kumo.openAsNewUser('rightpick', '/secure/settings/general');
    const note = await postNote(user, 'right click to react');
    await page.getByRole('switch', { name: 'Right-click opens the reaction picker' }).click({ force: true });
    await page.goto(`/notes/${note.id}`);
    await page
      .locator(`[data-note-id="${note.id}"]`)
      .getByText('right click to react')
      .click({ button: 'right' });
    await page.getByRole('dialog', { name: EMOJI_PICKER }).waitFor();
    expect(await page.getByRole('menu').count()).toBe(0);
    await context.close();
  });

  test('the side menu follows the navbar settings', async () => {
    const { page, context } = await kumo.openAsNewUser('menu');
    const sidebar = page.locator('.kumo-sidebar');
    await expect.poll(() => sidebar.getByRole('link', { name: 'Drive' }).count()).toBe(1);
    await page.goto('/secure/settings/navbar');
    await page.getByRole('button', { name: 'Remove Drive' }).click();
    await expect.poll(() => sidebar.getByRole('link', { name: 'Drive' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reset to default' }).click();
    await expect.poll(() => sidebar.getByRole('link', { name: 'Drive' }).count()).toBe(1);
    await context.close();
  });

  test('switching the language to Japanese reloads the interface in Japanese', async () => {
    const { page, context } = await kumo.openAsNewUser('lang', '/secure/settings/general');
    await Promise.all([page.waitForEvent('load'), page.getByLabel('Display language').selectOption('ja-JP')]);
    await expect.poll(() => page.getByRole('heading', { name: '全般', level: 1 }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ja-JP');
    await context.close();
  });

  test('a bad settings backup is refused with a clear error and changes nothing', async () => {
    const { page, context } = await kumo.openAsNewUser('backup', '/secure/settings/preferences-backups');
    await page.getByText('Import from a file').waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from(
        '{"kind":"kumo-preferences","version":1,"settings":{"device":{"fontSize":"huge"}}}',
      ),
    });
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('invalid value for fontSize');
    await context.close();
  });
});

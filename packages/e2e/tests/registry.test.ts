import { describe, expect, test } from 'vitest';
import { callApi, openKumo, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

describe('registry', () => {
  test('browse to a value, an invalid edit is refused and nothing saved, a valid one is saved, then it is deleted', async () => {
    const { user, page, context } = await kumo.openAsNewUser('registrar');
    const get = () =>
      callApi<Record<string, unknown>>('i/registry/get-all', { i: user.token, scope: ['client', 'e2e_app'] });
    await callApi('i/registry/set', {
      i: user.token,
      scope: ['client', 'e2e_app'],
      key: 'volume',
      value: { level: 3 },
    });

    await page.goto('/secure/registry');
    await page.getByRole('link', { name: 'client / e2e_app' }).click();
    await page.waitForURL('**/secure/registry/keys/system/client/e2e_app');
    await page.getByRole('link', { name: /volume/ }).click();
    await page.waitForURL('**/secure/registry/value/system/client/e2e_app/volume');
    const editor = page.getByLabel('Value (JSON5)');
    await expect.poll(() => editor.inputValue()).toContain('level: 3');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) {
      await page.screenshot({ path: '/tmp/registry-desktop.png' });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/registry-phone.png' });
      await page.setViewportSize({ width: 1280, height: 900 });
    }

    await editor.fill('{ level: 4, ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'not valid JSON5' }).waitFor();
    expect(await get()).toEqual({ volume: { level: 3 } });

    await editor.fill('{ level: 4, // louder\n  muted: false }');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(get).toEqual({ volume: { level: 4, muted: false } });

    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/secure/registry/keys/system/client/e2e_app');
    await page.getByText('This scope holds nothing.').waitFor();
    expect(await get()).toEqual({});
    await context.close();
  });
});

import type { Page } from 'playwright-core';

/** Installs a plugin from its code through the settings, granting `permissions` (their labels) when asked. */
export async function installPlugin(page: Page, code: string, name: string, permissions: string[]) {
  await page.goto('/secure/settings/plugin/install');
  await page.getByRole('textbox', { name: 'Plugin code' }).fill(code);
  await page.getByRole('button', { name: 'Install', exact: true }).click();
  const consent = page.getByRole('dialog', { name: `Install “${name}”?` });
  for (const p of permissions) await consent.getByText(p, { exact: true }).waitFor();
  await consent.getByRole('button', { name: 'Install' }).click();
  await page.waitForURL('**/secure/settings/plugin');
  await page.getByRole('heading', { name: new RegExp(name) }).waitFor();
}

import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  callApi,
  createPublicRole,
  createUser,
  DEMO_PASSWORD,
  openKumo,
  seriousAxeViolations,
} from '../support/browser.ts';

const kumo = await openKumo();
const adminToken = (
  await callApi<{ i: string }>('signin-flow', { username: 'admin', password: DEMO_PASSWORD })
).i;

const textbox = (page: Page | Locator) => page.getByRole('textbox', { name: 'What is happening?' });
const postButton = (page: Page) => page.getByRole('button', { name: 'Post', exact: true });

async function signedIn(prefix: string, size?: { width: number; height: number }) {
  const user = await createUser(prefix);
  const { page, context } = await kumo.newPage(size);
  await kumo.signIn(page, user.username);
  return { page, context, user };
}

/** Opens the poll editor with two choices, ending at a date. */
async function pollEndingAt(page: Page | Locator, date: string) {
  await page.getByRole('button', { name: 'Poll', exact: true }).click();
  await page.getByRole('textbox', { name: 'Choice 1' }).fill('Tea');
  await page.getByRole('textbox', { name: 'Choice 2' }).fill('Coffee');
  await page.getByRole('combobox', { name: 'Ends' }).selectOption('at');
  await page.getByLabel('End date').fill(date);
}

describe('the fuller post form', () => {
  test('a user whose role forbids public notes is not offered Public, and posts as Home', async () => {
    const user = await createUser('quiet');
    const roleId = await createPublicRole(adminToken, `Quiet ${Date.now() % 100000}`);
    await callApi('admin/roles/update', {
      i: adminToken,
      roleId,
      policies: { canPublicNote: { useDefault: false, priority: 0, value: false } },
    });
    await callApi('admin/roles/assign', { i: adminToken, roleId, userId: user.id });
    const { page, context } = await kumo.newPage();
    try {
      await kumo.signIn(page, user.username);
      const visibility = page.getByRole('button', { name: 'Visibility: Home' });
      await visibility.click();
      const menu = page.getByRole('menu', { name: 'Visibility' });
      await expect
        .poll(() => menu.getByRole('menuitemradio').allTextContents())
        .toEqual(['Home', 'Followers', 'Direct']);
      expect(await menu.getByRole('menuitemradio', { name: 'Home' }).getAttribute('aria-checked')).toBe(
        'true',
      );
      await page.keyboard.press('Escape');
      await textbox(page).fill('not for everyone');
      const created = page.waitForResponse((r) => r.url().endsWith('/api/notes/create') && r.ok());
      await postButton(page).click();
      const { createdNote } = (await (await created).json()) as { createdNote: { visibility: string } };
      expect(createdNote.visibility).toBe('home');
    } finally {
      await callApi('admin/roles/delete', { i: adminToken, roleId });
      await context.close();
    }
  });

  test('the visibility menu checks the current choice', async () => {
    const { page, context } = await signedIn('checker');
    try {
      await page.getByRole('button', { name: 'Visibility: Public' }).click();
      await page.getByRole('menuitemradio', { name: 'Followers' }).click();
      await page.getByRole('button', { name: 'Visibility: Followers' }).click();
      const followers = page.getByRole('menuitemradio', { name: 'Followers' });
      await expect.poll(() => followers.getAttribute('aria-checked')).toBe('true');
      // the menu opens on the current choice
      await expect.poll(() => followers.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await seriousAxeViolations(page, '[role=menu]')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the preview draws bold text as bold while typing', async () => {
    const { page, context } = await signedIn('previewer');
    try {
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      await textbox(page).fill('Tea or **coffee**? $[x2 big]');
      const preview = page.getByRole('region', { name: 'Preview of the note' });
      const bold = preview.locator('b, strong').filter({ hasText: 'coffee' });
      await expect
        .poll(() => bold.evaluate((el) => Number(getComputedStyle(el).fontWeight)))
        .toBeGreaterThan(600);
      await pollEndingAt(page, `${new Date().getFullYear() + 1}-01-01`);
      expect(await seriousAxeViolations(page, 'form.kumo-post-form')).toEqual([]);
      if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-g-preview-desktop.png' });
    } finally {
      await context.close();
    }
  });

  test('a poll ending in the past is refused with a message', async () => {
    const { page, context } = await signedIn('pollster');
    try {
      await textbox(page).fill('Which one?');
      await pollEndingAt(page, '2020-01-01');
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('Choose an end in the future.');
      expect(await postButton(page).isDisabled()).toBe(true);
      await page.getByLabel('End date').fill(`${new Date().getFullYear() + 1}-01-01`);
      await expect.poll(() => page.getByRole('alert').count()).toBe(0);
      expect(await postButton(page).isDisabled()).toBe(false);
    } finally {
      await context.close();
    }
  });

  test('on a phone the remove-poll button does not cover a choice’s remove button', async () => {
    const { page, context } = await signedIn('phone', { width: 390, height: 844 });
    try {
      // on a phone the form opens as a dialog from the compose button
      await page
        .getByRole('button', { name: /^(Post|New note|Compose)/ })
        .first()
        .click();
      const form = page.getByRole('dialog');
      await form.getByRole('button', { name: 'Preview', exact: true }).click();
      await textbox(form).fill('**Tea** or coffee?');
      await pollEndingAt(form, `${new Date().getFullYear() + 1}-01-01`);
      const removePoll = await form.getByRole('button', { name: 'Remove the poll' }).boundingBox();
      const removeFirst = await form.getByRole('button', { name: 'Remove choice 1' }).boundingBox();
      expect(removePoll && removeFirst).toBeTruthy();
      const apart =
        removePoll!.y + removePoll!.height <= removeFirst!.y ||
        removeFirst!.y + removeFirst!.height <= removePoll!.y ||
        removePoll!.x + removePoll!.width <= removeFirst!.x ||
        removeFirst!.x + removeFirst!.width <= removePoll!.x;
      expect(apart).toBe(true);
      if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-g-poll-phone.png' });
    } finally {
      await context.close();
    }
  });
});

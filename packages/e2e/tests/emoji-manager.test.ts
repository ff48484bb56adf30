import { describe, expect, test } from 'vitest';
import { createUser, openKumo, postNote, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('custom emoji manager', () => {
  test("an emoji added, edited and deleted in the manager shows at once in another user's picker", async () => {
    const name = `mgr_${Date.now().toString(36)}`;
    const admin = await kumo.newPage();
    await kumo.signIn(admin.page, 'admin', '/admin/emojis');
    // the admin's way in: the server administration's Custom emoji page
    const manager = admin.page;
    const row = () => manager.getByRole('button', { name: new RegExp(`^:${name}:`) });

    // another user, with the emoji picker open and searching for the name
    const other = await createUser('pickerwatcher');
    const note = await postNote(other, 'a note to react to');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, other.username, `/notes/${note.id}`);
    await page.getByRole('button', { name: 'React', exact: true }).first().click();
    const picker = page.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill(name);
    const results = picker.getByRole('group', { name: 'Search results' });

    // added from an upload, named after its file, with a category
    await manager.getByRole('button', { name: 'Add emoji' }).click();
    const chooser = manager.waitForEvent('filechooser');
    await manager.getByRole('menuitem', { name: 'Upload an image' }).click();
    await (await chooser).setFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG });
    const form = manager.getByRole('dialog', { name: 'Add emoji' });
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(name);
    await form.getByRole('combobox', { name: 'Category' }).fill('Managed');
    expect(await seriousAxeViolations(manager, '.kumo-dialog')).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => row().count()).toBe(1);
    await expect.poll(() => results.getByRole('button').count()).toBe(1);

    // edited: an alias the picker finds it by
    await row().click();
    const edit = manager.getByRole('dialog', { name: `Edit :${name}:` });
    await edit.getByRole('textbox', { name: 'Aliases' }).fill(`${name}zz`);
    await edit.getByRole('button', { name: 'Save' }).click();
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill(`${name}zz`);
    await expect.poll(() => results.getByRole('button').count()).toBe(1);
    expect(await seriousAxeViolations(manager, 'main')).toEqual([]);

    // deleted after confirming: gone from the manager and the picker
    await manager.getByRole('button', { name: 'Select', exact: true }).click();
    await manager.getByRole('checkbox', { name: new RegExp(`:${name}:`) }).check();
    await manager.getByRole('button', { name: 'Change category' }).click();
    await manager.getByRole('dialog').getByRole('textbox').fill('Bulked');
    await manager.getByRole('button', { name: 'OK' }).click();
    // the next dialog must not be confused with this one while it closes
    await expect.poll(() => manager.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(() => manager.getByRole('checkbox', { name: new RegExp(`:${name}: Bulked`) }).count())
      .toBe(1);
    // many at once: a further alias the picker finds it by
    await manager.getByRole('button', { name: 'Aliases and licence…' }).click();
    await manager.getByRole('menuitem', { name: 'Add aliases' }).click();
    await manager.getByRole('dialog').getByRole('textbox').fill(`${name}bulk`);
    await manager.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => manager.getByRole('dialog').count()).toBe(0);
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill(`${name}bulk`);
    await expect.poll(() => results.getByRole('button').count()).toBe(1);
    await manager.getByRole('button', { name: 'Delete selected' }).click();
    await manager.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => manager.getByText(`:${name}:`).count()).toBe(0);
    await expect.poll(() => results.getByRole('button').count()).toBe(0);
    if (process.env.SHOTS) await manager.screenshot({ path: '/tmp/emoji-manager.png' });
    await admin.context.close();
    await context.close();
  });

  test('someone whose role does not let them manage emoji gets "not found"; on a phone the manager fits', async () => {
    const { page, context } = await kumo.openAsNewUser('notmanager', '/secure/custom-emojis-manager');
    await expect.poll(() => page.getByRole('heading', { name: 'Not found', level: 2 }).count()).toBe(1);
    await context.close();

    const phone = await kumo.newPage({ width: 390, height: 844 });
    await kumo.signIn(phone.page, 'admin', '/secure/custom-emojis-manager');
    await phone.page.getByRole('button', { name: 'Add emoji' }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (process.env.SHOTS) await phone.page.screenshot({ path: '/tmp/emoji-manager-phone.png' });
    await phone.context.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseURL, callApi, createUser, openKumo, revealNote, type TestUser } from '../support/browser.ts';

const kumo = await openKumo();

type User = TestUser;

async function uploadFile(
  user: User,
  name: string,
  type: string,
  bytes: Uint8Array,
): Promise<{ id: string }> {
  const fd = new FormData();
  fd.set('i', user.token);
  fd.set('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${baseURL()}/api/drive/files/create`, { method: 'POST', body: fd });
  if (!res.ok) throw new Error(`upload failed: ${res.status}`);
  return (await res.json()) as { id: string };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function me(user: User): Promise<Record<string, unknown>> {
  return callApi('i', { i: user.token });
}

async function chooseFromDrive(page: Page, group: string, fileName: string): Promise<void> {
  await page
    .getByRole('group', { name: group })
    .getByRole('button', { name: 'Choose from the drive' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: fileName }).click();
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

describe('profile settings', () => {
  test('name, bio, birthday and a field are saved and shown on the profile page', async () => {
    const { user, page, context } = await kumo.openAsNewUser('prof', '/secure/settings/profile');
    await page.getByLabel('Display name').fill('Mochi Tester');
    await page.getByLabel('About you').fill('I test settings pages.');
    await expect.poll(() => page.getByText('1478 characters left').count()).toBe(1);
    await page.getByLabel('Birthday').fill('1999-12-31');
    await page.getByRole('button', { name: 'Add a row' }).click();
    await page.getByLabel('Row 1: Label').fill('Pronouns');
    await page.getByLabel('Row 1: Content').fill('they/them');
    await page.getByRole('button', { name: 'Add a row' }).click();
    await page.getByLabel('Row 2: Label').fill('Site');
    await page.getByLabel('Row 2: Content').fill('kumo.example');
    await page.getByRole('button', { name: 'Move Row 2 up' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await me(user)).name).toBe('Mochi Tester');
    const saved = await me(user);
    expect(saved.description).toBe('I test settings pages.');
    expect(saved.birthday).toBe('1999-12-31');
    expect(saved.fields).toEqual([
      { name: 'Site', value: 'kumo.example' },
      { name: 'Pronouns', value: 'they/them' },
    ]);

    // the profile is reached inside the app: the cached account must already carry the change
    await page.getByRole('button', { name: `Account menu: @${user.username}` }).click();
    await page
      .getByRole('menuitem', { name: /profile/i })
      .first()
      .click();
    await page.waitForURL(`**/@${user.username}`);
    const header = page.locator('.kumo-user-header');
    await expect.poll(() => header.locator('.kumo-user-name').textContent()).toBe('Mochi Tester');
    await expect
      .poll(() => header.locator('.kumo-user-description').textContent())
      .toContain('I test settings pages.');
    const fields = header.locator('.kumo-user-fields');
    await expect.poll(() => fields.locator('dt').allTextContents()).toEqual(['Site', 'Pronouns']);
    expect(await fields.locator('dd').allTextContents()).toEqual(['kumo.example', 'they/them']);
    await context.close();
  });

  test('a new avatar shows in the side menu at once; a file that is not an image is refused and the form keeps its text', async () => {
    const user = await createUser('avat');
    await uploadFile(user, 'dot.png', 'image/png', PNG);
    await uploadFile(user, 'notes.txt', 'text/plain', new TextEncoder().encode('hello'));
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username, '/secure/settings/profile');
    const sideAvatar = page.locator('.kumo-nav-account img.kumo-avatar');
    const before = await sideAvatar.getAttribute('src');

    await chooseFromDrive(page, 'Avatar', 'dot.png');
    await expect.poll(() => page.getByRole('img', { name: 'Preview of the Avatar' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await me(user)).avatarId).not.toBeNull();
    await expect.poll(() => sideAvatar.getAttribute('src')).not.toBe(before);

    await page.getByLabel('Display name').fill('Kept while failing');
    await chooseFromDrive(page, 'Banner', 'notes.txt');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect
      .poll(() => dialog.textContent())
      .toContain('The file specified as a banner is not an image.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByLabel('Display name').inputValue()).toBe('Kept while failing');
    expect((await me(user)).name).toBeNull();
    await context.close();
  });
});

describe('privacy settings', () => {
  test('approving followers by hand turns the follow button into a request for others', async () => {
    const owner = await createUser('lock');
    const visitor = await createUser('visit');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, owner.username, '/secure/settings/privacy');
    const autoAccept = page.getByRole('switch', {
      name: 'Accept requests from people I follow without asking',
    });
    const locked = page.getByRole('switch', { name: 'Approve new followers by hand' });
    await locked.waitFor();
    expect(await autoAccept.count()).toBe(0);
    await locked.click({ force: true });
    await expect.poll(() => locked.isChecked()).toBe(true);
    await expect.poll(() => autoAccept.count()).toBe(1);
    await expect.poll(async () => (await me(owner)).isLocked).toBe(true);
    await page.getByLabel('Who can see my followers').selectOption('private');
    await expect.poll(async () => (await me(owner)).followersVisibility).toBe('private');
    await context.close();

    const other = await kumo.newPage();
    await kumo.signIn(other.page, visitor.username, `/@${owner.username}`);
    await expect
      .poll(() =>
        other.page.locator('.kumo-user-header').getByRole('button', { name: 'Request to follow' }).count(),
      )
      .toBe(1);
    await other.context.close();
  });
});

describe('muted words settings', () => {
  test('muted and hard-muted words hide matching notes; a broken expression is refused', async () => {
    const reader = await createUser('mute');
    const writer = await createUser('write');
    await callApi('following/create', { i: reader.token, userId: writer.id });
    const post = async (text: string) =>
      (await callApi<{ createdNote: { id: string } }>('notes/create', { i: writer.token, text })).createdNote
        .id;
    const natto = await post('natto for breakfast');
    const soup = await post('Tofu  soup for lunch');
    const plain = await post('rice for dinner');

    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, reader.username, '/secure/settings/word-mute');
    const soft = page.getByRole('textbox', { name: 'Soft mute: Rules, one per line' });
    const hard = page.getByRole('textbox', { name: 'Hard mute: Rules, one per line' });
    await soft.fill('natto breakfast');
    await hard.fill('/tofu\\s+soup/i');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => (await me(reader)).hardMutedWords).toEqual(['/tofu\\s+soup/i']);
    expect((await me(reader)).mutedWords).toEqual([['natto', 'breakfast']]);

    await page.goto('/secure/timeline');
    await revealNote(page, plain);
    await expect.poll(() => page.locator(`[data-note-id="${natto}"]`).count()).toBe(0);
    expect(await page.locator(`[data-note-id="${soup}"]`).count()).toBe(0);
    // notes arriving through the stream are held to the same rules
    const lateSoup = await post('more TOFU soup tonight');
    const bread = await post('fresh bread');
    await expect.poll(() => page.locator(`[data-note-id="${bread}"]`).count()).toBe(1);
    expect(await page.locator(`[data-note-id="${lateSoup}"]`).count()).toBe(0);

    await page.goto('/secure/settings/word-mute');
    await hard.fill('tea\n/([a-z]/');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toEqual(['Line 2 is not a valid regular expression: /([a-z]/']);
    expect((await me(reader)).hardMutedWords).toEqual(['/tofu\\s+soup/i']);
    await context.close();
  });
});

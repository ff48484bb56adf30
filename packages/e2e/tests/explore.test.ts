import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  adminToken,
  callApi,
  createPublicRole,
  createUser,
  openKumo,
  postNote,
  seriousAxeViolations,
} from '../support/browser.ts';

const kumo = await openKumo();

type User = Awaited<ReturnType<typeof createUser>>;
let author: User;
let fans: User[];
let tag: string;
let roleName: string;
let roleId: string;
let admin: string;
let mostFollowed: string;

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots-c-${name}.png`, fullPage: false });
};

beforeAll(async () => {
  admin = await adminToken();
  const suffix = Date.now().toString(36);
  tag = `explore${suffix}`;
  roleName = `Gardeners ${suffix}`;
  roleId = await createPublicRole(admin, roleName);
  fans = [await createUser('exfan'), await createUser('exfan'), await createUser('exfan')];
  author = await createUser('exauthor');
  const featured = await postNote(author, { text: `Look at this garden #${tag}` });
  for (const fan of fans) {
    await callApi('notes/reactions/create', { i: fan.token, noteId: featured.id, reaction: '🎉' });
    await postNote(fan, { text: `Me too #${tag}` });
  }
  const [top] = await callApi<Array<{ username: string }>>('users', {
    sort: '+follower',
    origin: 'local',
    state: 'alive',
    limit: 1,
  });
  mostFollowed = top!.username;
});

afterAll(async () => {
  await callApi('admin/roles/delete', { i: admin, roleId });
});

/** Featured, people in each order, hashtags (and roles when `roles`): what Explore shows here. */
async function checkExplore(page: Page, newest: string, name: string, roles: boolean) {
  await page.waitForURL(/\/explore$/);
  await expect.poll(() => page.getByRole('heading', { name: 'Explore' }).count()).toBeGreaterThan(0);
  await page.getByText('Look at this garden').first().waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, `${name}-featured`);

  await page.getByRole('tab', { name: 'People' }).click();
  const section = (title: string) => page.getByRole('region', { name: title });
  await section('Most followed').getByText(`@${mostFollowed}`).first().waitFor();
  await section('Recently active').locator('.kumo-user-row').first().waitFor();
  await section('Newcomers').getByText(`@${newest}`).first().waitFor();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, `${name}-people`);

  expect(await page.getByRole('tab', { name: 'Roles' }).count()).toBe(roles ? 1 : 0);
  if (roles) {
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('link', { name: new RegExp(roleName) }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, `${name}-roles`);
  }

  await page.getByRole('tab', { name: 'Hashtags' }).click();
  const trend = page.getByRole('link', { name: new RegExp(tag) });
  await trend.waitFor();
  expect(await trend.textContent()).toContain('4 people in the last hour');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, `${name}-hashtags`);
}

describe('explore', () => {
  test('a visitor opens Explore from the top bar and sees featured notes, people and trending hashtags', async () => {
    const { page, context } = await kumo.newPage();
    await page.goto('/about');
    await page.getByRole('link', { name: 'Explore' }).click();
    await checkExplore(page, author.username, 'visitor', false);
    expect(new URL(page.url()).pathname).toBe('/explore');
    await context.close();
  });

  test('a signed-in user opens Explore from the menu, and a public role leads to its page', async () => {
    const viewer = await createUser('exviewer');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, viewer.username);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Explore' })
      .click();
    await checkExplore(page, viewer.username, 'user', true);
    expect(new URL(page.url()).pathname).toBe('/secure/explore');
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('link', { name: new RegExp(roleName) }).click();
    await page.waitForURL(new RegExp(`/secure/roles/${roleId}$`));
    await page.getByRole('heading', { name: roleName }).first().waitFor();
    await context.close();
  });

  test('on a phone, Explore is in the menu drawer', async () => {
    const viewer = await createUser('exphone');
    const { page, context } = await kumo.newPage({ width: 390, height: 844, touch: true });
    await kumo.signIn(page, viewer.username);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Explore' }).click();
    await page.waitForURL(/\/secure\/explore$/);
    await page.getByText('Look at this garden').first().waitFor();
    await shot(page, 'phone-featured');
    await page.getByRole('tab', { name: 'People' }).click();
    await page.getByRole('region', { name: 'Newcomers' }).getByText(`@${viewer.username}`).first().waitFor();
    await shot(page, 'phone-people');
    await page.getByRole('tab', { name: 'Hashtags' }).click();
    await page.getByRole('link', { name: new RegExp(tag) }).waitFor();
    await shot(page, 'phone-hashtags');
    await context.close();
  });

  test('a visitor on a phone finds Explore in the top bar', async () => {
    const { page, context } = await kumo.newPage({ width: 390, height: 844, touch: true });
    await page.goto('/about');
    await page.getByRole('link', { name: 'Explore' }).click();
    await page.getByText('Look at this garden').first().waitFor();
    await shot(page, 'phone-visitor');
    await context.close();
  });
});

import { describe, expect, test } from 'vitest';
import { createUser, openKumo } from '../support/browser.ts';

const kumo = await openKumo();

const pathOf = (url: string) => new URL(url).pathname;

describe('navigation rules in the browser', () => {
  test('a visitor opening a secure page is sent to the landing page', async () => {
    const { page, context } = await kumo.newPage();
    await page.goto('/secure/timeline');
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).first().isVisible()).toBe(true);
    await context.close();
  });

  test('a visitor on /share is asked to sign in', async () => {
    const { page, context } = await kumo.newPage();
    await page.goto('/share');
    await page.waitForURL('**/signin');
    expect(pathOf(page.url())).toBe('/signin');
    await context.close();
  });

  test('a visitor on an admin page goes to /', async () => {
    const { page, context } = await kumo.newPage();
    await page.goto('/admin/users');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  test('a signed-in user is sent from the landing page to the timeline and from /notes to /secure/notes', async () => {
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, 'bob', '/');
    await page.waitForURL('**/secure/timeline');
    await page.goto('/signin');
    await page.waitForURL('**/secure/timeline');
    await page.goto('/notes/abc123');
    await page.waitForURL('**/secure/notes/abc123');
    await context.close();
  });

  test('an unknown address shows the not-found page; an unmet server is said to be unknown; the last route added has its page', async () => {
    const { page, context } = await kumo.newPage();
    await page.goto('/this/does/not/exist');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Not found', level: 2 }).isVisible())
      .toBe(true);
    // a server this one has not met is said to be unknown
    await page.goto('/instance-info/example.com');
    await page.getByText('This server has not met example.com').waitFor();
    // a route added last (achievements) has its page
    await kumo.signIn(page, (await createUser('pending')).username);
    await page.goto('/secure/my/achievements');
    await page.getByRole('heading', { name: 'Achievements' }).first().waitFor();
    await context.close();
  });

  test('a user profile opens for visitors at /@username', async () => {
    const { page, context } = await kumo.newPage();
    await page.goto('/@alice');
    await expect.poll(() => page.getByText('@alice', { exact: true }).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    await context.close();
  });

  test('following and followers pages list people; a hashtag page lists its notes', async () => {
    const { page, context } = await kumo.newPage();
    await page.goto('/@alice/followers');
    await expect.poll(() => page.getByRole('link', { name: /@bob/ }).count()).toBeGreaterThan(0);
    await page.goto('/@bob/following');
    await expect.poll(() => page.getByRole('link', { name: /@alice/ }).count()).toBeGreaterThan(0);
    await page.goto('/tags/kumo');
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    expect(await page.getByRole('article').first().textContent()).toMatch(/#kumo/i);
    await context.close();
  });
});

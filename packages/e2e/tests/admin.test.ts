// test: long — many tests, each with its own pages
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DEMO_PASSWORD,
  baseURL,
  callApi,
  createUser,
  openBrowser,
  newPage,
  signIn,
} from '../support/browser.ts';

let browser: Browser;
let adminToken: string;
let originalRules: string[];
beforeAll(async () => {
  browser = await openBrowser();
  adminToken = (await callApi<{ i: string }>('signin-flow', { username: 'admin', password: DEMO_PASSWORD }))
    .i;
  originalRules = (await callApi<{ serverRules: string[] }>('meta', {})).serverRules;
});
afterAll(async () => {
  // the instance is shared with other files: leave the rules as they were
  await callApi('admin/update-meta', { i: adminToken, serverRules: originalRules });
});

describe('admin pages', () => {
  test('an announcement made by the admin pops up for its user at once', async () => {
    const user = await createUser('annc');
    const { page: userPage, context: userCtx } = await newPage(browser);
    await signIn(userPage, user.username);

    const { page, context } = await newPage(browser);
    await signIn(page, 'admin', '/admin/announcements');
    await page.getByRole('button', { name: 'New announcement' }).click();
    const form = page.getByRole('form', { name: 'New announcement' });
    await form.getByLabel('Title').fill('Planned downtime');
    await form.getByLabel('Text').fill('The server restarts at noon.');
    await form.getByLabel('Shown as').selectOption('dialog');
    await form.getByLabel('For one user (user ID, optional)').fill(user.id);
    await form.getByRole('button', { name: 'Publish' }).click();
    const list = page.getByRole('list', { name: 'Announcements' });
    await expect.poll(() => list.getByText('Planned downtime').isVisible()).toBe(true);

    const dialog = userPage.getByRole('dialog').filter({ hasText: 'Planned downtime' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('The server restarts at noon.').isVisible()).toBe(true);

    // edited and then deleted (after confirming) by the admin
    const row = list.getByRole('listitem').filter({ hasText: 'Planned downtime' });
    await row.getByRole('button', { name: 'Edit' }).click();
    await list.getByRole('form', { name: 'Edit announcement' }).getByLabel('Title').fill('Downtime moved');
    await list.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => list.getByText('Downtime moved').isVisible()).toBe(true);
    await list
      .getByRole('listitem')
      .filter({ hasText: 'Downtime moved' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => list.getByText('Downtime moved').count()).toBe(0);
    await userCtx.close();
    await context.close();
  });

  test('the admin resolves a report a user made', async () => {
    const reporter = await createUser('rptr');
    const target = await createUser('rptd');
    const comment = `spam ${Date.now()}`;
    await callApi('users/report-abuse', { i: reporter.token, userId: target.id, comment });

    const { page, context } = await newPage(browser);
    await signIn(page, 'admin', '/admin/abuses');
    const list = page.getByRole('list', { name: 'Reports' });
    const card = list.getByRole('listitem').filter({ hasText: comment });
    await expect.poll(() => card.isVisible()).toBe(true);
    await expect.poll(() => card.getByText(`@${target.username}`).isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Mark resolved' }).click();
    await expect.poll(() => card.count()).toBe(0);
    await page.getByRole('tab', { name: 'Resolved' }).click();
    await expect.poll(() => card.getByText('Resolved by').isVisible()).toBe(true);
    await context.close();
  });

  test('rules edited by the admin appear on the about page', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin');
    // administrators reach the admin pages from the main navigation
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Server administration' })
      .click();
    // on a desktop /admin opens the overview beside the menu, as Misskey's does
    await page.waitForURL((url) => url.pathname === '/admin/overview');
    await page.getByRole('heading', { name: 'Overview', exact: true }).waitFor();
    await page
      .getByRole('navigation', { name: 'Server administration' })
      .getByRole('link', { name: 'Server rules' })
      .click();
    await page.waitForURL('**/admin/server-rules');
    await page.getByRole('button', { name: 'Add a rule' }).click();
    const count = await page.getByRole('textbox', { name: /^Rule \d+$/ }).count();
    await page.getByRole('textbox', { name: `Rule ${count}` }).fill('No bots without a bot flag.');
    // the new rule goes first
    for (let i = count; i > 1; i--)
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('textbox', { name: `Rule ${i}` }) })
        .getByRole('button', { name: 'Move up' })
        .click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Rule 1' }).inputValue())
      .toBe('No bots without a bot flag.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Saved.').isVisible()).toBe(true);

    await page.goto('/about');
    const rules = page.getByRole('region', { name: 'Server rules' }).getByRole('listitem');
    await expect.poll(() => rules.first().textContent()).toBe('No bots without a bot flag.');
    await context.close();
  });

  test('the admin finds a user, suspends them (their session ends), resets their password and lifts it', async () => {
    const user = await createUser('suspectee');
    const victim = await newPage(browser);
    await signIn(victim.page, user.username);

    const { page, context } = await newPage(browser);
    await signIn(page, 'admin', '/admin/users');
    await page.getByRole('textbox', { name: 'Search by username' }).fill(user.username);
    const list = page.getByRole('list', { name: 'Users' });
    // the search runs once typing pauses: then the list holds that one account
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByText(`@${user.username}`).click();
    await page.waitForURL(`**/secure/user-info/${user.id}`);
    await page.getByText('Active', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText(`@${user.username} is suspended.`).waitFor();
    await page.getByRole('button', { name: 'Lift suspension' }).waitFor();
    // the suspended user's next start says so and signs them out
    await victim.page.reload();
    await victim.page.getByText('This account is suspended').waitFor();
    expect((await callApi<unknown[]>('admin/show-users', { i: adminToken, state: 'suspended' })).length).toBe(
      1,
    );

    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    const reset = page.getByRole('dialog', { name: /^New password for/ });
    const shown = await reset.getByText(/^The new password is /).textContent();
    const password = /is (\S+)\./.exec(shown ?? '')![1]!;
    await reset.getByRole('button', { name: 'OK' }).click();
    await reset.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Lift suspension' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Suspend' }).waitFor();
    const signin = await callApi<{ i: string }>('signin-flow', { username: user.username, password });
    expect(signin.i).toBeTruthy();
    await victim.context.close();
    await context.close();
  });

  test('the admin renames the server and gives it an icon; visitors see both', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin', '/admin/settings');
    try {
      const name = page.getByRole('textbox', { name: 'Server name' });
      await expect.poll(() => name.inputValue()).toBe('Kumo Local');
      await name.fill('Cloud Nine');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved.').waitFor();

      await page.goto('/admin/branding');
      const icon = page.getByRole('textbox', { name: 'Icon (address)' });
      await icon.fill('javascript:alert(1)');
      await page.getByText('Enter an address starting with https:// or http://.').waitFor();
      expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      const iconUrl = `${baseURL()}/icons/kumo-192.png`;
      await icon.fill(iconUrl);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved.').waitFor();

      const visitor = await newPage(browser);
      await visitor.page.goto('/');
      await visitor.page.getByText('Cloud Nine').first().waitFor();
      expect(await visitor.page.locator(`img[src="${iconUrl}"]`).count()).toBeGreaterThan(0);
      await visitor.context.close();
    } finally {
      // the instance is shared with other files: put its name and icon back
      await callApi('admin/update-meta', { i: adminToken, name: 'Kumo Local', iconUrl: null });
      await context.close();
    }
  });

  test('the admin blocks a host and prohibits a word; a note with the word is refused', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin', '/admin/instance-block');
    try {
      await page.getByRole('textbox', { name: 'Blocked servers' }).fill('spam.example\n\nads.example');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved.').waitFor();
      await page.reload();
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Blocked servers' }).inputValue())
        .toBe('spam.example\nads.example');

      await page.goto('/admin/moderation');
      await page.getByRole('textbox', { name: 'Prohibited words' }).fill('free crypto');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved.').waitFor();
      const user = await createUser('wordy');
      await expect(
        callApi('notes/create', { i: user.token, text: 'get your free crypto here' }),
      ).rejects.toThrow(/CONTAINS_PROHIBITED_WORDS/);
      // one of the two words alone is allowed
      await callApi('notes/create', { i: user.token, text: 'just crypto talk' });
    } finally {
      await callApi('admin/update-meta', { i: adminToken, blockedHosts: [], prohibitedWords: [] });
      await context.close();
    }
  });

  test('the admin creates an ad, edits it and deletes it; meta lists it while it runs', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin');
    const memo = `spring ${Date.now().toString(36)}`;
    await page.goto('/admin/ads');
    await page.getByRole('button', { name: 'New ad' }).click();
    const form = page.getByRole('form', { name: 'New ad' });
    await form.getByRole('textbox', { name: 'Link (address)' }).fill('https://shop.example/sale');
    await form.getByRole('textbox', { name: 'Image (address)' }).fill('javascript:alert(1)');
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: 'Image (address)' }).fill(`${baseURL()}/icons/kumo-192.png`);
    await form.getByRole('textbox', { name: 'Memo' }).fill(memo);
    await form.getByRole('combobox', { name: 'Place' }).selectOption('horizontal');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Ad created.').waitFor();
    const saved = page.getByRole('form', { name: `Ad “${memo}”` });
    await saved.waitFor();
    type Ad = { id: string; url: string; place: string; ratio: number };
    const running = async () =>
      (await callApi<{ ads: Ad[] }>('meta', {})).ads.filter((a) => a.url === 'https://shop.example/sale');
    expect(await running()).toEqual([expect.objectContaining({ place: 'horizontal', ratio: 1 })]);

    await saved.getByRole('textbox', { name: 'Share' }).fill('5');
    await saved.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await running())[0]?.ratio).toBe(5);

    await page
      .getByRole('form', { name: `Ad “${memo}”` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText('Ad deleted.').waitFor();
    await expect.poll(running).toEqual([]);
    await context.close();
  });

  test('with registration closed, a visitor signs up with a code the admin made', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'admin', '/admin/moderation');
    try {
      await page.getByRole('switch', { name: 'Registration closed' }).click({ force: true });
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved.').waitFor();
      expect((await callApi<{ disableRegistration: boolean }>('meta', {})).disableRegistration).toBe(true);

      await page.goto('/admin/invites');
      await page.getByRole('button', { name: 'Make codes' }).click();
      const made = page.getByRole('status').filter({ hasText: 'Made 1 code(s):' });
      const code = (await made.locator('code').first().textContent())!.trim();

      const visitor = await newPage(browser);
      const username = `invited${Date.now().toString(36)}`;
      await visitor.page.goto('/signup');
      await visitor.page.getByLabel('Username').fill(username);
      await visitor.page.getByLabel('Password', { exact: true }).fill('correct horse');
      await visitor.page.getByLabel('Password (again)').fill('correct horse');
      await visitor.page.getByLabel('Invitation code').fill(code);
      await visitor.page.getByRole('button', { name: 'Sign up' }).click();
      await visitor.page.waitForURL('**/secure/timeline');
      await visitor.context.close();

      await page.getByRole('combobox', { name: 'Show' }).selectOption('used');
      await page.getByRole('list', { name: 'Invitations' }).getByText(`@${username}`).waitFor();
    } finally {
      await callApi('admin/update-meta', { i: adminToken, disableRegistration: false });
      await context.close();
    }
  });

  test('a user who is not a moderator finds no admin pages', async () => {
    const user = await createUser('noadm');
    const { page, context } = await newPage(browser);
    await signIn(page, user.username);
    const mainNav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => mainNav.getByRole('link', { name: 'Settings' }).isVisible()).toBe(true);
    expect(await mainNav.getByRole('link', { name: 'Server administration' }).count()).toBe(0);
    for (const path of ['/admin/announcements', '/admin/users', `/secure/user-info/${user.id}`]) {
      await page.goto(path);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Not found', level: 2 }).isVisible())
        .toBe(true);
    }
    expect(await page.getByRole('navigation', { name: 'Server administration' }).count()).toBe(0);
    await context.close();
  });

  test('the admin menu leads to the pages; on a phone /admin is the menu', async () => {
    const { page, context } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'admin', '/admin');
    const menu = page.getByRole('navigation', { name: 'Server administration' });
    await menu.getByRole('link', { name: 'Server rules' }).click();
    await page.waitForURL('**/admin/server-rules');
    await expect.poll(() => page.getByRole('button', { name: 'Add a rule' }).isVisible()).toBe(true);
    // the overview counts this server's users and notes, shows an open report and who moderates
    const reporter = await createUser('ovrp');
    const target = await createUser('ovtg');
    await callApi('users/report-abuse', {
      i: reporter.token,
      userId: target.id,
      comment: 'Spam in every reply',
    });
    await page.goto('/admin/overview');
    const reports = page.getByRole('list', { name: 'Open reports' });
    await reports.getByText('Spam in every reply').waitFor();
    await reports.getByText(`reported by @${reporter.username}`).waitFor();
    const moderators = page.getByRole('list', { name: 'Moderators' });
    await moderators.getByRole('listitem').filter({ hasText: '@admin' }).getByText('Online').waitFor();
    const stats = await callApi<{ originalUsersCount: number }>('stats', {});
    await page.getByText(stats.originalUsersCount.toLocaleString('en-US'), { exact: true }).first().waitFor();
    await page.getByRole('table', { name: 'Notes per day (last 30 days)' }).waitFor({ state: 'attached' });
    await page.getByText('Jobs failed').waitFor();
    // this server federates with none: the federation page says so
    await page.goto('/admin/federation');
    await page.getByText('This server knows no other servers').waitFor();
    await context.close();
  });
});

// test: long — many tests, each with its own pages
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  callApi,
  createPublicRole,
  createUser,
  DEMO_PASSWORD,
  openBrowser,
  newPage,
  signIn,
} from '../support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
describe('admin: server settings pages', () => {
  test('the mail server: a negative port is refused with a message; a good one is saved and read back', async () => {
    const { page, context } = await newPage(browser);
    try {
      await signIn(page, 'admin', '/admin/email-settings');
      const port = page.getByLabel('SMTP port');
      await port.fill('-25');
      await expect.poll(() => page.getByText('A whole number of 0 or more.').isVisible()).toBe(true);
      const save = page.getByRole('button', { name: 'Save' });
      expect(await save.isDisabled()).toBe(true);
      await port.fill('587');
      await page.getByLabel('SMTP host').fill('smtp.example.com');
      await page.getByLabel('Password', { exact: true }).fill('not-shown');
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('password');
      await save.click();
      await expect.poll(() => page.getByText('Saved').first().isVisible()).toBe(true);
      await page.reload();
      await expect.poll(() => page.getByLabel('SMTP port').inputValue()).toBe('587');
      expect(await page.getByLabel('SMTP host').inputValue()).toBe('smtp.example.com');
    } finally {
      await context.close();
    }
  });

  test('security: sensitive media detection is chosen from a list and kept', async () => {
    const { page, context } = await newPage(browser);
    try {
      await signIn(page, 'admin', '/admin/security');
      await page.getByLabel('Find sensitive media automatically').selectOption('remote');
      await page.getByLabel('Refused mail domains').fill('spam.example\nthrowaway.example');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page.getByText('Saved').first().isVisible()).toBe(true);
      await page.reload();
      await expect
        .poll(() => page.getByLabel('Find sensitive media automatically').inputValue())
        .toBe('remote');
      expect(await page.getByLabel('Refused mail domains').inputValue()).toBe(
        'spam.example\nthrowaway.example',
      );
    } finally {
      await context.close();
    }
  });

  test('the job queue counts a user’s export as done; the database page lists its tables', async () => {
    const user = await createUser('exporter');
    const { page, context } = await newPage(browser);
    try {
      await signIn(page, 'admin', '/admin/queue');
      const row = page.getByRole('row', { name: /^Database/ });
      await expect.poll(() => row.isVisible()).toBe(true);
      const done = async () => Number((await row.getByRole('cell').nth(3).textContent())?.replace(/\D/g, ''));
      const before = await done();
      await callApi('i/export-following', { i: user.token });
      await expect.poll(done, { timeout: 15_000 }).toBe(before + 1);
      // the live chart's figures, for screen readers too
      await expect
        .poll(() => page.getByRole('table', { name: 'Deliveries, live' }).count())
        .toBeGreaterThan(0);

      await page.goto('/admin/database');
      const notes = page.getByRole('row', { name: /^notes / });
      await expect.poll(() => notes.isVisible()).toBe(true);
      expect(
        Number((await notes.getByRole('cell').first().textContent())?.replace(/\D/g, '')),
      ).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  test('a kept queue page polls only while it is shown, and is shown again as it was left', async () => {
    const { page, context } = await newPage(browser);
    try {
      // the page's timers on a clock the test moves: five-second polls without waiting for them
      await page.clock.install();
      await signIn(page, 'admin', '/admin/queue');
      const polls: string[] = [];
      const isPoll = (url: string) => /\/api\/admin\/queue\/(stats|jobs)$/.test(url);
      // a poll the clock brings while the last one is still on its way is folded into it (React
      // Query asks once at a time), so the clock is moved only when none is on its way
      let onTheWay = 0;
      page.on('request', (r) => {
        if (!isPoll(r.url())) return;
        polls.push(r.url());
        onTheWay++;
      });
      const done = (r: { url: () => string }) => {
        if (isPoll(r.url())) onTheWay--;
      };
      page.on('requestfinished', done);
      page.on('requestfailed', done);
      const queue = page.getByRole('combobox', { name: 'Queue' });
      await queue.selectOption('inbox');
      await expect.poll(() => polls.some((u) => u.endsWith('/jobs'))).toBe(true);
      // shown, it asks again every five seconds
      const asked = () => polls.filter((u) => u.endsWith('/stats')).length;
      const asksAgain = async () => {
        await expect.poll(() => onTheWay).toBe(0);
        const before = asked();
        await page.clock.runFor(5_500);
        await expect.poll(asked).toBeGreaterThan(before);
      };
      await asksAgain();
      await asksAgain();

      // another page through the app's own navigation: the queue page is kept, hidden
      await page.evaluate(() => {
        history.pushState(null, '', '/admin/database');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect.poll(() => page.getByRole('row', { name: /^notes / }).isVisible()).toBe(true);
      polls.length = 0;
      await page.clock.runFor(30_000);
      expect(polls).toEqual([]);

      // back: as it was left, and asking again
      await page.goBack();
      await expect.poll(() => queue.inputValue()).toBe('inbox');
      // shown again, it asks at once (what it showed is old by now), then every five seconds
      await expect.poll(asked).toBeGreaterThan(0);
      await asksAgain();
    } finally {
      await context.close();
    }
  });

  test('a failed job is listed with its reason, retried and removed', async () => {
    const user = await createUser('hooker');
    // a webhook that cannot be reached (the local instance refuses private addresses) fails its delivery
    await callApi('i/webhooks/create', {
      i: user.token,
      name: 'x',
      url: 'http://127.0.0.1:9/hook',
      on: ['note'],
    });
    await callApi('notes/create', { i: user.token, text: 'to nowhere' });
    const { page, context } = await newPage(browser);
    try {
      await signIn(page, 'admin', '/admin/queue');
      const jobs = page.getByRole('list', { name: 'Jobs' });
      await expect
        .poll(() => jobs.getByText('The receiver could not be reached.').first().isVisible())
        .toBe(true);
      const card = jobs.getByRole('listitem').first();
      expect(await card.getByText('Attempts: 1').isVisible()).toBe(true);
      await card.getByRole('button', { name: 'Retry userWebhookDeliver' }).click();
      // it runs again and fails again: twice tried now
      await expect
        .poll(() => jobs.getByText('Attempts: 2').first().isVisible(), { timeout: 15_000 })
        .toBe(true);
      const count = await jobs.getByRole('listitem').count();
      await jobs
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: 'Remove userWebhookDeliver' })
        .click();
      await expect
        .poll(async () => ((await jobs.count()) ? jobs.getByRole('listitem').count() : 0))
        .toBe(count - 1);
    } finally {
      await context.close();
    }
  });

  test('security: a captcha switched on once solved is then asked of everyone signing up', async () => {
    const { page, context } = await newPage(browser);
    try {
      await signIn(page, 'admin', '/admin/security');
      await page.getByLabel('Asked on sign-up and sign-in').selectOption('testcaptcha');
      const save = page.getByRole('button', { name: 'Save captcha' });
      expect(await save.isDisabled()).toBe(true);
      await page.getByRole('checkbox', { name: /I am a person/ }).check();
      await save.click();
      await expect
        .poll(async () => (await callApi<{ enableTestcaptcha: boolean }>('meta', {})).enableTestcaptcha)
        .toBe(true);

      const visitor = await newPage(browser);
      const username = `human${Date.now().toString(36)}`;
      await visitor.page.goto('/signup');
      await visitor.page.getByLabel('Username').fill(username);
      await visitor.page.getByLabel('Password', { exact: true }).fill('correct horse');
      await visitor.page.getByLabel('Password (again)').fill('correct horse');
      await visitor.page.getByRole('button', { name: 'Sign up' }).click();
      await visitor.page.getByText('Solve the captcha first, then try again.').waitFor();
      await visitor.page.getByRole('checkbox', { name: /I am a person/ }).check();
      await visitor.page.getByRole('button', { name: 'Sign up' }).click();
      await visitor.page.waitForURL('**/secure/timeline');
      await visitor.context.close();
    } finally {
      const admin = await callApi<{ i: string }>('signin-flow', {
        username: 'admin',
        password: DEMO_PASSWORD,
        'testcaptcha-response': 'testcaptcha-passed',
      });
      await callApi('admin/captcha/save', { i: admin.i, provider: 'none' });
      await context.close();
    }
  });

  test('subscription plans: a bad price is refused; a plan is made, edited and archived', async () => {
    const admin = await callApi<{ i: string }>('signin-flow', { username: 'admin', password: DEMO_PASSWORD });
    await createPublicRole(admin.i, 'Supporters');
    const { page, context } = await newPage(browser);
    try {
      await signIn(page, 'admin', '/admin/subscription-plans');
      await page.getByRole('button', { name: 'New plan' }).click();
      // a name of its own: the instance is shared, and another file's plan may be archived there too
      await page.getByLabel('Name').fill('Patron');
      await page.getByLabel('Price').fill('4.505');
      await page.getByLabel('Currency').fill('USD');
      await page.getByRole('button', { name: 'Save' }).click();
      await page
        .getByText('Enter a price of 0 or more, with no more decimals than the currency has.')
        .waitFor();
      await page.getByLabel('Price').fill('4.50');
      await page.getByLabel('Role granted').selectOption({ label: 'Supporters' });
      await page.getByRole('button', { name: 'Save' }).click();
      const plans = page.getByRole('list', { name: 'Subscription plans' });
      await plans.getByText('$4.50 a month').waitFor();

      await plans.getByRole('button', { name: 'Edit Patron' }).click();
      await page.getByLabel('Billed').selectOption('year');
      await page.getByLabel('Price').fill('45');
      await page.getByRole('button', { name: 'Save' }).click();
      await plans.getByText('$45.00 a year').waitFor();

      await plans.getByRole('button', { name: 'Archive Patron' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await page.getByText('No plan yet.').waitFor();
      await page.getByRole('switch', { name: 'Show archived plans' }).check({ force: true });
      await plans.getByRole('listitem').filter({ hasText: 'Patron' }).getByText('Archived').waitFor();
    } finally {
      await context.close();
    }
  });

  test('relays: a bad address is refused; one is added, listed as asked, and removed', async () => {
    const { page, context } = await newPage(browser);
    try {
      await signIn(page, 'admin', '/admin/relays');
      const inbox = page.getByLabel('Relay inbox address');
      await inbox.fill('ftp://relay.example');
      await expect
        .poll(() => page.getByText('Enter an address starting with https://').isVisible())
        .toBe(true);
      await inbox.fill('https://relay.example/inbox');
      await page.getByRole('button', { name: 'Add relay' }).click();
      const list = page.getByRole('list', { name: 'Relays' });
      await expect.poll(() => list.getByText('Asked, not yet accepted').isVisible()).toBe(true);
      await list.getByRole('button', { name: 'Remove https://relay.example/inbox' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => page.getByText('No relays.').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('the proxy account page says plainly that this server has none', async () => {
    const { page, context } = await newPage(browser);
    try {
      await signIn(page, 'admin', '/admin/proxy-account');
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'has no proxy account' }).isVisible())
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('pinned channels: found by name, pinned, put in order and saved into the meta', async () => {
    const owner = await createUser('pinown');
    const make = async (name: string) =>
      (await callApi<{ id: string }>('channels/create', { i: owner.token, name })).id;
    const first = await make('Pinboard Garden');
    const second = await make('Pinboard Kitchen');
    const { page, context } = await newPage(browser);
    try {
      await signIn(page, 'admin', '/admin');
      // this server offers it, so the menu has it
      await page
        .getByRole('navigation', { name: 'Server administration' })
        .getByRole('link', { name: 'Pinned channels' })
        .click();
      await page.getByLabel('Find a channel by name').fill('Pinboard');
      const found = page.getByRole('list', { name: 'Channels found' });
      await found
        .getByRole('listitem')
        .filter({ hasText: 'Pinboard Garden' })
        .getByRole('button', { name: 'Pin' })
        .click();
      await found
        .getByRole('listitem')
        .filter({ hasText: 'Pinboard Kitchen' })
        .getByRole('button', { name: 'Pin' })
        .click();
      await page.getByRole('button', { name: 'Move Pinboard Kitchen up' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () => (await callApi<{ pinnedLtlChannelIds: string[] }>('meta', {})).pinnedLtlChannelIds)
        .toEqual([second, first]);
      // leave the shared instance as it was
      await page.getByRole('button', { name: 'Unpin Pinboard Garden' }).click();
      await page.getByRole('button', { name: 'Unpin Pinboard Kitchen' }).click();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () => (await callApi<{ pinnedLtlChannelIds: string[] }>('meta', {})).pinnedLtlChannelIds)
        .toEqual([]);
    } finally {
      await context.close();
    }
  });
});

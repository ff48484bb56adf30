// test: long — many tests, each with its own pages
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, test } from 'vitest';
import { callApi, channelJoined, createUser, openKumo, postNote } from '../support/browser.ts';
import { watchRequests } from '../support/settle.ts';

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
    await kumo.signIn(first.page, user.username, '/secure/settings/general');
    const collapse = first.page.getByRole('switch', { name: 'Collapse renotes you have already seen' });
    await expect.poll(() => collapse.isChecked()).toBe(true);
    await collapse.click({ force: true });
    await expect.poll(() => collapse.isChecked()).toBe(false);
    // kept on the server (the account's registry) before this browser goes away
    await expect
      .poll(() =>
        callApi('i/registry/get', { i: user.token, scope: ['client', 'base'], key: 'collapseRenotes' }),
      )
      .toBe(false);
    await first.context.close();

    const fresh = await kumo.newPage();
    await kumo.signIn(fresh.page, user.username, '/secure/settings/general');
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

  test('the post form above timelines is off by default; the channel page then offers a post button', async () => {
    const user = await createUser('fixedform');
    const { page, context } = await kumo.newPage({ fixedPostForm: false });
    const settled = watchRequests(page);
    await kumo.signIn(page, user.username);
    const inline = page.getByRole('textbox', { name: 'What is happening?' });
    await page.getByRole('tab', { name: 'Home' }).waitFor();
    // everything the timeline loads (the form's code would be among it) has come and been drawn
    await settled();
    expect(await inline.count()).toBe(0);
    const channels = await callApi<Array<{ id: string }>>('channels/featured', {});
    await page.goto(`/secure/channels/${channels[0]!.id}`);
    await page.getByRole('button', { name: 'Post to this channel' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('button', { name: /^Channel: / }).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');

    await page.goto('/secure/settings/general');
    await page.getByRole('switch', { name: 'Show the post form above the timeline' }).click({ force: true });
    await page
      .getByRole('switch', { name: 'Show the post form above channel timelines' })
      .click({ force: true });
    await page.goto('/secure/timeline');
    await expect.poll(() => inline.count()).toBe(1);
    await page.goto(`/secure/channels/${channels[0]!.id}`);
    await expect.poll(() => inline.count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Post to this channel' }).count()).toBe(0);
    await context.close();
  });

  test('a note arriving in a channel plays the channel sound, not the note sound', async () => {
    const poster = await createUser('chansound');
    const channels = await callApi<Array<{ id: string }>>('channels/featured', {});
    const { page, context } = await kumo.openAsNewUser('listener');
    const files: string[] = [];
    page.on('request', (req) => {
      const m = /\/client-assets\/sounds\/(\w+)\.mp3$/.exec(req.url());
      if (m) files.push(m[1]!);
    });
    const joined = channelJoined(page, 'channel');
    await page.goto(`/secure/channels/${channels[0]!.id}`);
    await joined;
    await page.mouse.click(5, 5); // browsers keep audio muted until a first gesture
    await postNote(poster, { text: `into the channel ${Date.now()}`, channelId: channels[0]!.id });
    await expect.poll(() => files).toContain('blip');
    expect(files).not.toContain('tick');
    await context.close();
  });

  test('a sideways swipe on a phone changes the timeline tab, unless swiping is turned off', async () => {
    const user = await createUser('swiper');
    const { page, context } = await kumo.newPage({ width: 390, height: 844, touch: true });
    const settled = watchRequests(page);
    await kumo.signIn(page, user.username);
    const cdp = await context.newCDPSession(page);
    // a quick flick: each touch carries its own time (60 ms apart), so a busy machine delivering them
    // slowly does not turn the swipe into a slow drag (which rightly changes nothing)
    const swipeLeft = async () => {
      const start = Date.now() / 1000;
      const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', step: number, x?: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: x === undefined ? [] : [{ x, y: 500 }],
          timestamp: start + step * 0.06,
        });
      await touch('touchStart', 0, 320);
      await touch('touchMove', 1, 200);
      await touch('touchMove', 2, 80);
      await touch('touchEnd', 3);
    };
    const selected = () => page.getByRole('tab', { selected: true }).textContent();
    await expect.poll(selected).toBe('Home');
    await settled();
    await swipeLeft();
    await expect.poll(selected).toBe('Local');

    await page.goto('/secure/settings/general');
    await page.getByRole('switch', { name: 'Disable swipe gestures' }).click({ force: true });
    await page.goto('/secure/timeline');
    await expect.poll(selected).toBe('Local');
    await swipeLeft();
    // the swipe has been handled and drawn (it moved the tab at once above)
    await settled();
    expect(await selected()).toBe('Local');
    await context.close();
  });

  test('going back shows a kept page as it was; with one page kept it starts afresh', async () => {
    const { page, context } = await kumo.openAsNewUser('pagecache', '/secure/search');
    const sidebar = page.locator('.kumo-sidebar');
    const query = page.getByRole('searchbox', { name: 'Search for' });
    const leaveAndComeBack = async () => {
      await query.fill('half-typed words');
      await sidebar.getByRole('link', { name: 'Notifications' }).click();
      await page.waitForURL(/\/my\/notifications$/);
      await page.goBack();
      await page.waitForURL(/\/secure\/search$/);
      return query.inputValue();
    };
    expect(await leaveAndComeBack()).toBe('half-typed words');

    await sidebar.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('link', { name: 'General' }).click();
    await page.getByLabel('Pages kept in memory').selectOption('1');
    await page.goto('/secure/search');
    expect(await leaveAndComeBack()).toBe('');
    await context.close();
  });

  test("error reports go to the server's collector only once the user allows them", async () => {
    // the server's error collector (Misskey's sentryForFrontend), on this machine: the reports the
    // collector sends are small `keepalive` requests, which a browser route did not always catch
    const reports: string[] = [];
    const collector = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        reports.push(body);
        res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
        res.end('{}');
      });
    });
    const port = await new Promise<number>((resolve) =>
      collector.listen(0, '127.0.0.1', () => resolve((collector.address() as AddressInfo).port)),
    );
    const { page, context } = await kumo.newPage();
    const settled = watchRequests(page);
    await page.route('**/api/meta', async (route) => {
      const res = await route.fetch();
      const meta = (await res.json()) as Record<string, unknown>;
      meta.sentryForFrontend = { options: { dsn: `http://public@127.0.0.1:${port}/7` } };
      await route.fulfill({ response: res, json: meta });
    });
    try {
      await kumo.signIn(page, (await createUser('reporter')).username);
      const fail = (message: string) =>
        page.evaluate((m) => setTimeout(() => Promise.reject(new Error(m)), 0), message);
      await fail('before agreeing');
      await settled();
      expect(reports).toEqual([]);

      await page.goto('/secure/settings/other');
      const consent = page.getByRole('switch', { name: 'Send error reports' });
      await consent.click({ force: true });
      // the setting is on (a click on a page still being drawn can miss: then it is pressed again)
      await expect
        .poll(async () => (await consent.isChecked()) || (await consent.click({ force: true }), false))
        .toBe(true);
      // the collector's own code (a large chunk) loads once the user agrees, slowly on a busy machine:
      // an error (each its own, or the collector drops it as a repeat) is thrown until one arrives
      let thrown = 0;
      const arrived = () => reports.some((r) => r.includes('after agreeing'));
      await expect
        .poll(async () => arrived() || (await fail(`after agreeing ${++thrown}`), false), { timeout: 30_000 })
        .toBe(true);
      expect(reports.join('\n')).not.toContain('before agreeing');
    } finally {
      await context.close();
      collector.close();
    }
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

import { afterAll, describe, expect, test } from 'vitest';
import {
  adminToken,
  baseURL,
  callApi,
  createUser,
  openKumo,
  postNote,
  seriousAxeViolations,
} from '../support/browser.ts';

const kumo = await openKumo();

const created: string[] = [];
async function createAd(admin: string, place: string, name: string): Promise<string> {
  const ad = await callApi<{ id: string }>('admin/ad/create', {
    i: admin,
    url: `https://example.com/${name}`,
    imageUrl: `${baseURL()}/favicon.svg`,
    memo: name,
    place,
    priority: 'middle',
    ratio: 1,
    startsAt: Date.now() - 60_000,
    expiresAt: Date.now() + 3_600_000,
    dayOfWeek: 0,
  });
  created.push(ad.id);
  return ad.id;
}

afterAll(async () => {
  // the instance is shared with the files that run after this one
  const admin = await adminToken();
  for (const id of created) await callApi('admin/ad/delete', { i: admin, id });
  await callApi('admin/update-meta', { i: admin, notesPerOneAd: 0 });
});

describe('ads', () => {
  test('the admin sets how often; timelines, the widget side bar and a deck widgets column show ads; one is hidden for good', async () => {
    const admin = await adminToken();
    await createAd(admin, 'horizontal', 'banner');
    await createAd(admin, 'square', 'tile');
    // the administrator sets the frequency on the ads page
    const adminPage = await kumo.newPage();
    await kumo.signIn(adminPage.page, 'admin', '/admin/ads');
    const field = adminPage.page.getByLabel('Notes between ads in timelines (0: no ads in timelines)');
    await field.fill('2');
    await adminPage.page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await expect
      .poll(async () => (await callApi<{ notesPerOneAd: number }>('meta', {})).notesPerOneAd)
      .toBe(2);
    await adminPage.context.close();

    const reader = await createUser('adreader');
    for (const text of ['first', 'second', 'third', 'fourth'])
      await postNote(reader, { text: `ads ${text}` });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, reader.username);
    const timelineAd = page.locator('.kumo-timeline').getByRole('complementary', { name: 'Ad', exact: true });
    await timelineAd.first().waitFor();
    expect(await timelineAd.first().getByRole('link').getAttribute('href')).toBe(
      'https://example.com/banner',
    );
    expect(await timelineAd.first().getByRole('img', { name: 'Ad from the server' }).count()).toBe(1);
    const sideAd = page
      .getByRole('complementary', { name: 'Widgets' })
      .getByRole('complementary', { name: 'Ad' });
    await sideAd.waitFor();
    expect(await sideAd.getByRole('link').getAttribute('href')).toBe('https://example.com/tile');
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/ads-desktop.png' });

    // why it is shown, then hidden for good: the timeline falls back to the square ad
    await timelineAd.first().getByRole('button', { name: 'About this ad' }).click();
    await page.getByRole('menuitem', { name: 'Why am I seeing this?' }).click();
    await page.getByRole('dialog').getByText('not picked for you').waitFor();
    await page.keyboard.press('Escape');
    await timelineAd.first().getByRole('button', { name: 'About this ad' }).click();
    await page.getByRole('menuitem', { name: 'Hide this ad' }).click();
    await page.getByText('This ad will not be shown again.').waitFor();
    await page.reload();
    await page.getByRole('article').first().waitFor();
    await timelineAd.first().waitFor();
    const hrefs = await timelineAd
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs).not.toContain('https://example.com/banner');

    // a deck's widgets column has the square ad under its widgets, as the side bar does
    const widgets = { id: 'w', type: 'widgets', name: null, width: 300, active: true, widgets: [] };
    await callApi('i/registry/set', {
      i: reader.token,
      scope: ['client', 'deck', 'profiles'],
      key: 'default',
      value: { columns: [widgets], layout: [['w']] },
    });
    await page.goto('/secure/deck');
    const columnAd = page
      .locator('.kumo-deck-column[aria-label="Widgets"]')
      .getByRole('complementary', { name: 'Ad', exact: true });
    await columnAd.waitFor();
    expect(await columnAd.getByRole('link').getAttribute('href')).toBe('https://example.com/tile');
    await context.close();
  });
});

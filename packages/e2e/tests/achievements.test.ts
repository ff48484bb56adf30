import { describe, expect, test } from 'vitest';
import {
  allowAchievements,
  callApi,
  createUser,
  middayTimezone,
  openKumo,
  seriousAxeViolations,
} from '../support/browser.ts';
import { watchRequests } from '../support/settle.ts';

const kumo = await openKumo();

describe('achievements', () => {
  test('posting earns them once each, the pop-up says so, and the achievements page lists earned and locked ones', async () => {
    // at noon where the browser is: a note posted after midnight would also earn "Night owl"
    const user = await createUser('achiever');
    const { page, context } = await kumo.newPage({ timezoneId: middayTimezone() });
    const settled = watchRequests(page);
    await kumo.signIn(page, user.username);
    await allowAchievements();
    const claims: string[] = [];
    page.on('request', (req) => {
      if (req.url().endsWith('/api/i/claim-achievement'))
        claims.push(JSON.parse(req.postData() ?? '{}').name);
    });
    const box = page.getByRole('textbox', { name: 'What is happening?' });
    await box.fill('I love Misskey, and Kumo too');
    await box.press('Control+Enter');
    await expect.poll(() => box.inputValue()).toBe('');

    const popup = page.locator('.kumo-notification-toast', { hasText: 'Said they love it here' });
    await popup.waitFor({ timeout: 10_000 });
    expect(await popup.textContent()).toContain('Post a note saying you love Misskey or Kumo.');
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/achievement-popup.png' });
    await expect
      .poll(async () =>
        (await callApi<Array<{ name: string }>>('users/achievements', { userId: user.id }))
          .map((a) => a.name)
          .sort(),
      )
      .toEqual(['iLoveMisskey', 'notes1']);

    // a second post earns nothing new: each achievement is claimed once per session
    await box.fill('I still love Misskey');
    await box.press('Control+Enter');
    await expect.poll(() => box.inputValue()).toBe('');
    // a claim goes out as the post comes back: by the time nothing is in flight, it would have
    await settled();
    expect(claims.filter((n) => n === 'iLoveMisskey')).toHaveLength(1);

    // a hidden button on the About Kumo page
    await page.goto('/about-kumo');
    await page.getByRole('button', { name: 'A hidden treasure' }).waitFor();
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/about-kumo.png' });
    const clicked = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/i/claim-achievement') && r.postData()?.includes('clickedClickHere') === true,
    );
    await page.getByRole('button', { name: 'Click here' }).click();
    await clicked;
    await page.goto('/secure/my/achievements');
    const earned = page.getByRole('region', { name: 'Earned', exact: true });
    await earned.getByText('Clicked where told').waitFor();
    await earned.getByText('Said they love it here').waitFor();
    expect(await earned.getByText('Notes posted: 1', { exact: true }).count()).toBe(1);
    const locked = page.getByRole('region', { name: 'Not yet earned' });
    // secrets keep their name until earned; the counted ones say what to do
    expect(await locked.getByText('A secret achievement').count()).toBeGreaterThan(0);
    await locked.getByText('Post 10 notes.').waitFor();
    await locked.getByText('Be followed by someone.').waitFor();
    expect(await locked.getByText('Just plain lucky').count()).toBe(0);
    await page.getByText('3 of 71 earned').waitFor();
    expect(await seriousAxeViolations(page, 'main')).toEqual([]);
    if (process.env.SHOTS) {
      await page.screenshot({ path: '/tmp/achievements-desktop.png', fullPage: false });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: '/tmp/achievements-phone.png', fullPage: false });
    }
    await context.close();
  });
});

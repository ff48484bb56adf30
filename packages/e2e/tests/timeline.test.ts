import { describe, expect, test } from 'vitest';
import { createUser, openKumo } from '../support/browser.ts';

const kumo = await openKumo();

describe('the home timeline', () => {
  test('a posted note appears at the top of the home timeline and the form is cleared', async () => {
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, 'alice');
    const text = `Hello from the e2e suite ${Date.now()}`;
    await page.getByRole('textbox', { name: 'What is happening?' }).fill(text);
    await page.getByRole('button', { name: 'Post' }).click();
    await expect.poll(() => page.getByRole('article').first().textContent()).toContain(text);
    // the note can arrive over the stream before the post call answers and the form clears
    await expect.poll(() => page.getByRole('textbox', { name: 'What is happening?' }).inputValue()).toBe('');
    await context.close();
  });

  test('a follower sees the note arrive without reloading', async () => {
    const author = await signedInPage('alice');
    const follower = await signedInPage('bob');
    await expect.poll(() => follower.page.getByRole('article').count()).toBeGreaterThan(0);
    const text = `Live note ${Date.now()}`;
    await author.page.getByRole('textbox', { name: 'What is happening?' }).fill(text);
    await author.page.keyboard.press('Control+Enter');
    await expect
      .poll(() => follower.page.getByRole('article').first().textContent(), { timeout: 15_000 })
      .toContain(text);
    await author.context.close();
    await follower.context.close();
  });

  test('older notes load when scrolling to the end', async () => {
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, 'alice');
    await page.getByRole('tab', { name: 'Local' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    const ids = () =>
      page
        .getByRole('main')
        .locator('article[data-note-id]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-note-id')));
    // the list is virtualised: notes scrolled past leave the page, so count every note seen; more
    // than one page (20) means the next page was loaded
    const seen = new Set<string | null>();
    await expect
      .poll(async () => {
        for (const id of await ids()) seen.add(id);
        await page.getByRole('main').locator('.kumo-timeline-end').scrollIntoViewIfNeeded();
        return seen.size;
      })
      .toBeGreaterThan(20);
    await context.close();
  });

  test('a draft survives a reload and a failed post keeps the text', async () => {
    const user = await createUser('drafter');
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, user.username);
    const box = page.getByRole('textbox', { name: 'What is happening?' });
    await box.fill('half-written thought');
    await page.reload();
    await expect.poll(() => box.inputValue()).toBe('half-written thought');
    await page.route('**/api/notes/create', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            message: 'Internal error occurred.',
            code: 'INTERNAL_ERROR',
            id: '5d37dbcb',
            kind: 'server',
          },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Post' }).click();
    // spec P2 §8: an internal error is a dialog with "got it" and "copy error info"
    const dialog = page.getByRole('alertdialog', { name: 'Internal server error' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    expect(await box.inputValue()).toBe('half-written thought');
    await context.close();
  });
});

async function signedInPage(username: string) {
  const { page, context } = await kumo.newPage();
  await kumo.signIn(page, username);
  return { page, context };
}

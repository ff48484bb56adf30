import { describe, expect, test } from 'vitest';
import { createUser, openKumo, postNote, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

/** A thread built through the API: a root, two replies, a reply to the first, then 35 more direct replies. */
async function buildThread() {
  const [asker, first, second] = await Promise.all([
    createUser('thread'),
    createUser('thfirst'),
    createUser('thsecond'),
  ]);
  const root = await postNote(asker, { text: 'Which pudding should I bake this weekend?' });
  const a = await postNote(first, { text: 'Custard pudding, without a doubt.', replyId: root.id });
  const b = await postNote(second, { text: 'Caramel, for the sauce alone.', replyId: root.id });
  const nested = await postNote(asker, { text: 'Custard it is, thank you!', replyId: a.id });
  // deeper than the page draws: the third level links on to its own page
  const third = await postNote(first, { text: 'Bake it the day before.', replyId: nested.id });
  await postNote(asker, { text: 'Noted, a day ahead.', replyId: third.id });
  // more answers to the second reply than a nested level first shows
  for (let i = 1; i <= 6; i++) await postNote(asker, { text: `Caramel thought ${i}`, replyId: b.id });
  const later: Array<{ id: string }> = [];
  for (let i = 1; i <= 35; i++) {
    later.push(await postNote(i % 2 ? first : second, { text: `Late vote number ${i}`, replyId: root.id }));
  }
  return { asker, root, a, b, nested, third, later };
}

const thread = await buildThread();
const direct = '.kumo-note-replies > .kumo-reply-tree > li';

describe("a note's page", () => {
  test('shows a reply to a reply nested under the reply it answers, at desk and phone widths', async () => {
    const reader = await createUser('reader');
    for (const width of [1280, 390]) {
      const { page, context } = await kumo.newPage({ width, height: 900 });
      await kumo.signIn(page, reader.username, `/notes/${thread.root.id}`);
      const first = page.locator(direct).filter({ has: page.locator(`[data-note-id="${thread.a.id}"]`) });
      const nested = first.locator(`.kumo-reply-tree [data-note-id="${thread.nested.id}"]`);
      await nested.waitFor();
      expect(await nested.textContent()).toContain('Custard it is, thank you!');
      // oldest first: the two first replies open the list, and a page holds 30 direct replies
      expect(await page.locator(direct).first().getAttribute('class')).toBe('kumo-reply');
      await expect.poll(() => page.locator(direct).count()).toBe(30);
      expect(await page.locator(`${direct} >> nth=0`).textContent()).toContain('Custard pudding');
      expect(await page.getByText('Late vote number 35').count()).toBe(0);
      // the nested reply sits inside a list inside the first reply's item: a screen reader hears the level
      expect(await nested.evaluate((el) => el.closest('ul')?.parentElement?.closest('li') !== null)).toBe(
        true,
      );
      expect(await seriousAxeViolations(page, '.kumo-note-replies')).toEqual([]);
      // the third level links on: its replies are on its own page
      const onward = first.getByRole('link', { name: 'Continue this thread' });
      expect(await onward.getAttribute('href')).toBe(`/notes/${thread.third.id}`);
      // under the second reply, five of its six answers and a button for the rest, in its own list
      const second = page.locator(direct).filter({ has: page.locator(`[data-note-id="${thread.b.id}"]`) });
      await second.getByText('Caramel thought 5').waitFor();
      expect(await second.getByText('Caramel thought 6').count()).toBe(0);
      if (process.env.SHOTS) {
        await first.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/tmp/shots-e-thread-${width}.png` });
      }
      await second.getByRole('button', { name: 'Show more replies' }).click();
      await second.getByText('Caramel thought 6').waitFor();
      await expect.poll(() => second.getByRole('button', { name: 'Show more replies' }).count()).toBe(0);
      if (width === 390) {
        // infinite scroll is on by default: reaching the end of the replies reads the rest
        await page.locator('.kumo-note-replies > .kumo-timeline-end').scrollIntoViewIfNeeded();
        await page.getByText('Late vote number 35').waitFor();
        expect(await page.locator(direct).count()).toBe(37);
      }
      await context.close();
    }
  });

  test('"Show more replies" reads the direct replies past the first 30', async () => {
    const { page, context } = await kumo.openAsNewUser('morereader', '/secure/settings/general');
    const infinite = page.getByRole('switch', { name: 'Load more automatically when scrolling' });
    await infinite.click({ force: true });
    await expect.poll(() => infinite.isChecked()).toBe(false);
    await page.goto(`/notes/${thread.root.id}`);
    await expect.poll(() => page.locator(direct).count()).toBe(30);
    const more = page.locator('.kumo-note-replies > .kumo-timeline-end').getByRole('button', {
      name: 'Show more replies',
    });
    await more.focus();
    await page.keyboard.press('Enter');
    const last = page.locator(direct).filter({ hasText: 'Late vote number 35' });
    await last.waitFor();
    expect(await page.locator(direct).count()).toBe(37);
    expect(await page.locator(direct).last().textContent()).toContain('Late vote number 35');
    await expect.poll(() => more.count()).toBe(0);
    if (process.env.SHOTS) {
      await last.scrollIntoViewIfNeeded();
      await page.screenshot({ path: '/tmp/shots-e-more-1280.png' });
    }
    await context.close();
  });

  test('a reply written on the page joins the conversation at once, under the note it answers', async () => {
    const [asker, helper] = await Promise.all([createUser('thask'), createUser('thhelp')]);
    const root = await postNote(asker, { text: 'Where do the clouds go at night?' });
    const first = await postNote(helper, { text: 'Behind the hills, I think.', replyId: root.id });
    const { page, context } = await kumo.newPage({ width: 1280, height: 900 });
    await kumo.signIn(page, asker.username, `/notes/${root.id}`);
    const firstItem = page.locator(direct).filter({ has: page.locator(`[data-note-id="${first.id}"]`) });
    await firstItem.waitFor();

    // a direct reply to the root, from the root's own reply button
    await page
      .locator(`article[data-note-id="${root.id}"]`)
      .first()
      .getByRole('button', { name: 'Reply' })
      .click();
    let box = page.getByRole('dialog').getByRole('textbox').first();
    await box.fill('They sleep over the sea.');
    await box.press('Control+Enter');
    await page.locator(direct).filter({ hasText: 'They sleep over the sea.' }).waitFor();
    // and a reply to the first answer lands nested under it
    await firstItem
      .locator(`[data-note-id="${first.id}"]`)
      .getByRole('button', { name: 'Reply' })
      .first()
      .click();
    box = page.getByRole('dialog').getByRole('textbox').first();
    await box.fill('Which hills?');
    await box.press('Control+Enter');
    await firstItem.locator('.kumo-reply-tree').getByText('Which hills?').waitFor();
    expect(await page.locator(direct).count()).toBe(2);
    await context.close();
  });
});

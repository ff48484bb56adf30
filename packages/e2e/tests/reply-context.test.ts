import { describe, expect, test } from 'vitest';
import { createUser, openKumo, postNote, revealNote, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

describe('a reply in the timeline', () => {
  test('shows the note it answers above it, and clicking that opens its page', async () => {
    const asker = await createUser('asker');
    const answerer = await createUser('answerer');
    const parent = await postNote(asker, { text: 'Which pudding is **the best** one?' });
    const reply = await postNote(answerer, { text: 'The custard one, of course.', replyId: parent.id });

    for (const width of [1280, 390]) {
      const { page, context } = await kumo.newPage({ width, height: 900 });
      await kumo.signIn(page, answerer.username);
      const note = await revealNote(page, reply.id);
      const context_ = note.locator('.kumo-reply-context');
      // the parent comes with the reply: drawn above its text, its markup rendered, its author named
      await expect.poll(() => context_.textContent()).toContain('Which pudding is the best one?');
      expect(await context_.locator('b, strong').textContent()).toBe('the best');
      expect(await context_.textContent()).toContain(asker.username);
      expect(
        await note.getByRole('link', { name: `Replying to @${asker.username}` }).getAttribute('href'),
      ).toBe(`/notes/${parent.id}`);
      expect(await seriousAxeViolations(page, `[data-note-id="${reply.id}"]`)).toEqual([]);
      if (process.env.SHOTS) await page.screenshot({ path: `/tmp/shots-a-reply-${width}.png` });
      if (width === 390) {
        await context.close();
        continue;
      }

      await context_.getByText('Which pudding').click();
      await page.waitForURL(`**/notes/${parent.id}`);
      const focus = page.getByTestId('note-focus');
      await expect.poll(() => focus.textContent()).toContain('Which pudding is the best one?');
      // on the note's own page the reply is listed under it, without its parent drawn again
      const listed = page.locator(`.kumo-note-replies [data-note-id="${reply.id}"]`);
      await listed.waitFor();
      expect(await listed.locator('.kumo-reply-context').count()).toBe(0);
      await context.close();
    }
  });
});

describe('a content warning', () => {
  test('its button says how many characters, files and whether a poll it hides', async () => {
    const { user, page, context } = await kumo.openAsNewUser('cwsum');
    const warned = await postNote(user, {
      cw: 'pudding opinions',
      text: 'Caramel 🍮 wins',
      poll: { choices: ['yes', 'no'], multiple: false },
    });
    await page.reload();
    const note = await revealNote(page, warned.id);
    const button = note.getByRole('button', { name: 'Show content (14 characters / poll)' });
    await button.waitFor();
    expect(await note.textContent()).not.toContain('Caramel');
    if (process.env.SHOTS) await note.screenshot({ path: '/tmp/shots-a-cw.png' });
    await button.click();
    await expect.poll(() => note.textContent()).toMatch(/Caramel.*wins/);
    await context.close();
  });
});

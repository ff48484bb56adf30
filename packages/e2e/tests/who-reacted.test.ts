import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, postNote, seriousAxeViolations } from '../support/browser.ts';

const kumo = await openKumo();

describe('who reacted and who renoted', () => {
  test('the author sees who is behind a reaction chip, and the note page lists reactions and renotes', async () => {
    const author = await createUser('wrauthor');
    const bob = await createUser('wrbob');
    const carol = await createUser('wrcarol');
    await callApi('i/update', { i: bob.token, name: 'Bob Reacts' });
    await callApi('i/update', { i: carol.token, name: 'Carol Reacts' });
    const note = await postNote(author, { text: 'who likes this?' });
    await callApi('notes/reactions/create', { i: bob.token, noteId: note.id, reaction: '👍' });
    await callApi('notes/reactions/create', { i: carol.token, noteId: note.id, reaction: '👍' });
    await callApi('notes/create', { i: carol.token, renoteId: note.id });

    const { page, context } = await kumo.newPage({ width: 1280, height: 900 });
    await kumo.signIn(page, author.username, `/notes/${note.id}`);
    const focus = page.getByTestId('note-focus');
    const chip = focus.getByRole('button', { name: '👍: 2' });
    await chip.waitFor();

    // the keyboard: focusing the chip shows the popup, without moving the focus
    await chip.focus();
    const popup = page.getByRole('tooltip');
    await popup.waitFor();
    await expect.poll(() => popup.textContent()).toContain('Bob Reacts');
    expect(await popup.textContent()).toContain('Carol Reacts');
    expect(await chip.getAttribute('aria-describedby')).toBe(await popup.getAttribute('id'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('👍: 2');
    expect(await seriousAxeViolations(page, '[role="tooltip"]')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-b-popup-1280.png' });
    await page.keyboard.press('Escape');
    await expect.poll(() => popup.count()).toBe(0);

    // the pointer: resting on the chip shows it too
    await page.mouse.move(0, 0);
    await chip.hover();
    await popup.waitFor();
    await page.mouse.move(0, 0);
    await expect.poll(() => popup.count()).toBe(0);

    // the Reactions tab: the reaction types, then the people for the chosen one
    const tabs = page.getByRole('tablist', { name: 'Around this note' });
    await tabs.getByRole('tab', { name: 'Reactions' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Reactions' });
    expect(await panel.getByRole('group', { name: 'Which reaction' }).getByRole('button').count()).toBe(1);
    await expect.poll(() => panel.textContent()).toContain('Bob Reacts');
    expect(await panel.textContent()).toContain('Carol Reacts');
    expect(await seriousAxeViolations(page, '.kumo-note-tab-panel')).toEqual([]);
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-b-reactions-1280.png', fullPage: true });

    // the Renotes tab: who renoted
    await tabs.getByRole('tab', { name: 'Renotes' }).click();
    const renotes = page.getByRole('tabpanel', { name: 'Renotes' });
    await expect.poll(() => renotes.textContent()).toContain('Carol Reacts');
    expect(await renotes.textContent()).not.toContain('Bob Reacts');
    expect(await seriousAxeViolations(page, '.kumo-note-tabs')).toEqual([]);
    expect(await seriousAxeViolations(page, '.kumo-note-tab-panel')).toEqual([]);

    if (process.env.SHOTS) {
      await page.screenshot({ path: '/tmp/shots-b-renotes-1280.png', fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await tabs.getByRole('tab', { name: 'Reactions' }).click();
      await page.getByRole('tabpanel', { name: 'Reactions' }).getByText('Bob Reacts').waitFor();
      await page.screenshot({ path: '/tmp/shots-b-reactions-390.png', fullPage: true });
      await chip.focus();
      await popup.waitFor();
      await page.screenshot({ path: '/tmp/shots-b-popup-390.png' });
    }
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, openKumo, postNote } from '../support/browser.ts';
import { installPlugin } from '../support/plugins.ts';
import { watchRequests } from '../support/settle.ts';

const kumo = await openKumo();

const TOOLS = `/// @ 0.19.0
### {
  name: "Fruit tools"
  version: "1.0.0"
  author: "kumo-tests"
  description: "Swaps fruit, shouts notes, sparkles posts"
  permissions: ["write:notes"]
  config: {
    mark: { type: "string", label: "Sparkle", default: "✨" }
  }
}
Plugin:register_note_view_interruptor(@(note) {
  if (note.text == null) { return note }
  if (note.text.incl("durian")) { return null }
  note.text = note.text.replace("apples", "bananas")
  note
})
Plugin:register_note_action("Shout it", @(note) {
  Mk:api("notes/create", { text: \`SHOUT: {note.text}\` })
})
Plugin:register_post_form_action("Add sparkle", @(form, update) {
  update("text", \`{form.text} {Plugin:config.mark}\`)
})
Plugin:register_mfm_click_handler(@(ev, note) {
  Mk:toast(\`clicked {ev} on {note.id}\`)
})
Plugin:register_note_post_interruptor(@(note) {
  note.text = \`{note.text} #plugged\`
  note
})
`;

const noteText = (page: Page, id: string) => page.locator(`[data-note-id="${id}"] .kumo-note-text`).first();

describe('plugins', () => {
  test('a plugin adds a note action, a post-form action and interruptors; disabled, they are gone', async () => {
    const { user, page, context } = await kumo.openAsNewUser('plugger');
    const settled = watchRequests(page);
    const apples = await postNote(user, 'I like apples');
    const durian = await postNote(user, 'durian for lunch');

    // a bad paste is refused with the reason, and nothing is installed
    await page.goto('/secure/settings/plugin/install');
    await page.getByRole('textbox', { name: 'Plugin code' }).fill('<: "no header"');
    await page.getByRole('button', { name: 'Install', exact: true }).click();
    await page
      .getByRole('alert')
      .getByText(/which AiScript it is written for/)
      .waitFor();

    await installPlugin(page, TOOLS, 'Fruit tools', ['write:notes']);
    // the token made for it has exactly the permission it asked for
    const tokens = await page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([k]) => k.startsWith('kumo:settings:deviceAccount:'))
        .map(([, v]) => (JSON.parse(v) as { pluginTokens?: Record<string, string> }).pluginTokens)
        .find(Boolean),
    );
    const token = Object.values(tokens ?? {})[0]!;
    await expect(callApi('i', { i: token })).rejects.toThrow(/PERMISSION_DENIED/);

    // note-view interruptor: changed text, and a hidden note
    await page.goto(`/notes/${apples.id}`);
    await noteText(page, apples.id).getByText('I like bananas').waitFor();
    // both notes on one page: once the plugin has changed one, it has answered for the other
    await page.goto(`/@${user.username}`);
    await noteText(page, apples.id).getByText('I like bananas').waitFor();
    await expect.poll(() => page.locator(`article[data-note-id="${durian.id}"]`).count()).toBe(0);

    // a clickable in a note reaches the plugin, with the note
    const clickable = await postNote(user, '$[clickable.ev=hello Click me] for apples');
    await page.goto(`/notes/${clickable.id}`);
    // (the plugin is running once it has changed the note)
    await noteText(page, clickable.id).getByText('for bananas').waitFor();
    await page.getByRole('button', { name: 'Click me' }).click();
    await page.getByText(`clicked hello on ${clickable.id}`).waitFor();

    // note action: acts through the plugin's token
    await page.goto(`/notes/${apples.id}`);
    const note = page.locator(`[data-note-id="${apples.id}"]`).first();
    await note.getByText('I like bananas').waitFor();
    await note.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Shout it' }).click();
    await expect
      .poll(async () =>
        (await callApi<Array<{ text: string }>>('users/notes', { userId: user.id })).map((n) => n.text),
      )
      .toContain('SHOUT: I like bananas');

    // post-form action, then the post interruptor on what is sent
    await page.goto('/secure/timeline');
    const box = page.getByRole('textbox', { name: 'What is happening?' });
    await box.fill('Hello');
    await page.getByRole('button', { name: 'Plugin actions' }).first().click();
    await page.getByRole('menuitem', { name: 'Add sparkle' }).click();
    await expect.poll(() => box.inputValue()).toBe('Hello ✨');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/notes/create') && r.ok());
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    const sent = (await (await created).json()) as { createdNote: { text: string } };
    expect(sent.createdNote.text).toBe('Hello ✨ #plugged');

    // disabled: everything it added is gone
    await page.goto('/secure/settings/plugin');
    await page.getByRole('switch', { name: 'Enabled' }).click({ force: true });
    expect(await page.getByRole('switch', { name: 'Enabled' }).isChecked()).toBe(false);
    // the page's clock is the test's: plugins start a second after the page, and the test moves
    // the clock past that at once instead of waiting for it
    await context.clock.install();
    await page.goto(`/notes/${apples.id}`);
    await noteText(page, apples.id).getByText('I like apples').waitFor();
    await page.clock.runFor(1500);
    await settled();
    await noteText(page, apples.id).getByText('I like apples').waitFor();
    await note.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem').first().waitFor();
    expect(await page.getByRole('menuitem', { name: 'Shout it' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.goto('/secure/timeline');
    await page.getByRole('textbox', { name: 'What is happening?' }).waitFor();
    expect(await page.getByRole('button', { name: 'Plugin actions' }).count()).toBe(0);

    // uninstalled: its token is revoked
    await page.goto('/secure/settings/plugin');
    await page.getByRole('button', { name: 'Uninstall' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await page.getByText('No plugins are installed.').waitFor();
    await expect(callApi('notes/create', { i: token, text: 'still here?' })).rejects.toThrow(
      /CREDENTIAL|401|403/,
    );
    await context.close();
  });
});

import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo } from '../support/browser.ts';

const kumo = await openKumo();

const GREETER = `/// @ 1.0.0
var name = ""
let greeting = Ui:C:text({ text: "Nobody greeted yet" })
Ui:render([
  Ui:C:textInput({ label: "Your name", onInput: @(v) { name = v } }),
  Ui:C:buttons({ buttons: [
    { text: "Greet", primary: true, onClick: @() { greeting.update({ text: \`Hello, {name}!\` }) } },
    { text: "Who am I", onClick: @() { greeting.update({ text: Mk:api("i", {}).username }) } },
  ] }),
  greeting,
])`;

describe('Play', () => {
  test('a Play with buttons and a text input is written, tried, saved, played by another user and liked', async () => {
    const fan = await createUser('gamer');
    const { user: author, page, context } = await kumo.openAsNewUser('maker', '/secure/play');
    await page.getByRole('link', { name: 'New Play' }).click();
    await page.waitForURL('**/secure/play/new');
    await page.getByRole('textbox', { name: 'Title' }).fill('Greeter');
    const code = page.getByRole('textbox', { name: 'Program (AiScript)' });

    // the scratchpad: printing Hello, world! before anything is saved (0.19, no header)
    await code.fill('<: "Hello, world!"');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const trial = page.getByRole('region', { name: 'Trial run' });
    await trial.getByRole('region', { name: 'Output' }).getByText('Hello, world!').waitFor();

    // a syntax error is said, and nothing breaks
    await code.fill('<: (');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await trial
      .getByRole('alert')
      .getByText(/syntax error/)
      .waitFor();

    await code.fill(GREETER);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await trial.getByRole('textbox', { name: 'Your name' }).fill('Ada');
    await trial.getByRole('button', { name: 'Greet', exact: true }).click();
    await trial.getByText('Hello, Ada!').waitFor();

    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(
      (u) => /\/secure\/play\/[0-9a-z]+$/.test(u.pathname) && !u.pathname.endsWith('/new'),
    );
    const flashId = new URL(page.url()).pathname.split('/').pop()!;
    expect((await callApi<{ title: string; script: string }>('flash/show', { flashId })).script).toBe(
      GREETER,
    );
    // the author's own Play calls the server as them without asking
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Who am I' }).click();
    await page.locator('.kumo-as-text', { hasText: author.username }).waitFor();

    // another user plays it: the Play asks before acting as them
    const other = await kumo.newPage();
    await kumo.signIn(other.page, fan.username, `/play/${flashId}`);
    await other.page.getByRole('button', { name: 'Start' }).click();
    await other.page.getByRole('textbox', { name: 'Your name' }).fill('Grace');
    await other.page.getByRole('button', { name: 'Greet', exact: true }).click();
    await other.page.getByText('Hello, Grace!').waitFor();
    await other.page.getByRole('button', { name: 'Who am I' }).click();
    const consent = other.page.getByRole('dialog', { name: 'Allow this Play to act as you?' });
    await consent.getByText('“i”').waitFor();
    await consent.getByRole('button', { name: 'OK' }).click();
    await other.page.locator('.kumo-as-text', { hasText: fan.username }).waitFor();
    // and likes it
    await other.page.getByRole('button', { name: 'Like 0' }).click();
    await other.page.getByRole('button', { name: 'Like 1', pressed: true }).waitFor();
    await other.page.goto('/secure/play');
    await other.page.getByRole('tab', { name: 'Liked' }).click();
    await other.page.getByRole('link', { name: /Greeter/ }).waitFor();
    await other.context.close();
    await context.close();
  });
});

import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo } from '../support/browser.ts';

const kumo = await openKumo();

/** Puts the page's stream behind a switch: `cut()` drops it and refuses reconnects until `restore()`. */
async function switchableStream(page: Page) {
  let up = true;
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/streaming/, (ws) => {
    if (!up) {
      void ws.close({ code: 1011, reason: 'down' });
      return;
    }
    ws.connectToServer();
    open.add(ws);
  });
  return {
    cut: async () => {
      up = false;
      await Promise.all([...open].map((ws) => ws.close({ code: 1011, reason: 'down' })));
      open.clear();
    },
    restore: () => {
      up = true;
    },
  };
}

describe('the realtime stream', () => {
  test('after the connection comes back, notes posted meanwhile appear once each, in order', async () => {
    const author = await createUser('sauthor');
    const reader = await createUser('sreader');
    await callApi('following/create', { i: reader.token, userId: author.id });
    const { page, context } = await kumo.newPage();
    const stream = await switchableStream(page);
    await kumo.signIn(page, reader.username);
    await page.getByRole('textbox', { name: 'What is happening?' }).waitFor();
    await page.waitForTimeout(500);
    await stream.cut();
    for (const n of [1, 2, 3]) {
      await callApi('notes/create', { i: author.token, text: `missed note ${n}` });
    }
    await page.waitForTimeout(500);
    stream.restore();
    const texts = () =>
      page
        .getByRole('article')
        .allTextContents()
        .then((all) => all.map((t) => /missed note \d/.exec(t)?.[0]).filter(Boolean));
    await expect
      .poll(texts, { timeout: 20_000 })
      .toEqual(['missed note 3', 'missed note 2', 'missed note 1']);
    await context.close();
  });

  test('with the dialog setting, a lost connection asks to reload, one dialog at a time', async () => {
    const user = await createUser('sdialog');
    const { page, context } = await kumo.newPage();
    const stream = await switchableStream(page);
    await kumo.signIn(page, user.username);
    await page.goto('/secure/settings/general');
    await page.getByLabel('When the connection to the server is lost').selectOption('dialog');
    await page.waitForTimeout(1500);
    await stream.cut();
    const dialog = page.getByRole('dialog').filter({ hasText: 'The connection to the server was lost.' });
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    stream.restore();
    await page.waitForTimeout(2500);
    await stream.cut();
    await page.waitForTimeout(1000);
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/secure/settings/general');
    await context.close();
  });
});

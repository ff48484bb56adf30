import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, streamMessage } from '../support/browser.ts';

const kumo = await openKumo();

/**
 * Puts the page's stream behind a switch: `cut()` drops it and refuses reconnects until `restore()`.
 * It counts the sockets the page opens (`attempts`) and the channels the server has joined it to.
 */
async function switchableStream(page: Page) {
  let up = true;
  let attempts = 0;
  const joined: string[] = [];
  const open = new Set<WebSocketRoute>();
  await page.routeWebSocket(/\/streaming/, (ws) => {
    attempts++;
    if (!up) {
      void ws.close({ code: 1011, reason: 'down' });
      return;
    }
    const server = ws.connectToServer();
    const channels = new Map<string, string>();
    ws.onMessage((message) => {
      const m = streamMessage(message);
      if (m?.type === 'connect' && m.body?.id && m.body.channel) channels.set(m.body.id, m.body.channel);
      server.send(message);
    });
    server.onMessage((message) => {
      const m = streamMessage(message);
      if (m?.type === 'connected' && m.body?.id && channels.has(m.body.id))
        joined.push(channels.get(m.body.id)!);
      ws.send(message);
    });
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
    /** Sockets the page has tried to open so far. */
    attempts: () => attempts,
    /** How many times the server has joined the page to `channel`. */
    joins: (channel: string) => joined.filter((c) => c === channel).length,
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
    await expect.poll(() => stream.joins('homeTimeline')).toBe(1);
    await stream.cut();
    // posted while the page has no stream: it hears of them only by asking once it is back
    for (const n of [1, 2, 3]) {
      await callApi('notes/create', { i: author.token, text: `missed note ${n}` });
    }
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
    await kumo.signIn(page, user.username, '/secure/settings/general');
    await page.getByLabel('When the connection to the server is lost').selectOption('dialog');
    await expect.poll(() => stream.joins('main')).toBeGreaterThan(0);
    await stream.cut();
    const dialog = page.getByRole('dialog').filter({ hasText: 'The connection to the server was lost.' });
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(1);
    // back: the page reconnects and is joined again; then lost again while the dialog is still open
    const joinsBefore = stream.joins('main');
    stream.restore();
    await expect.poll(() => stream.joins('main'), { timeout: 15_000 }).toBeGreaterThan(joinsBefore);
    await stream.cut();
    // the page has noticed the second loss once it tries to reconnect
    const attempts = stream.attempts();
    await expect.poll(() => stream.attempts(), { timeout: 15_000 }).toBeGreaterThan(attempts);
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/secure/settings/general');
    await context.close();
  });
});

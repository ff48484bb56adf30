import { describe, expect, test } from 'vitest';
import { callApi, createUser, openKumo, postNote } from '../support/browser.ts';

// Issue 15: a note posted while a list is still joining its stream channel is not lost. The test
// holds the page's `connect` for the list's channel on its way to the server (as a slow link
// would), posts meanwhile, then lets it through.
const kumo = await openKumo();

describe('joining a channel', () => {
  test('a note posted while a list timeline is still joining its channel shows once it has joined', async () => {
    const me = await createUser('joiner');
    const them = await createUser('joinee');
    const list = await callApi<{ id: string }>('users/lists/create', { i: me.token, name: 'Slow link' });
    await callApi('users/lists/push', { i: me.token, listId: list.id, userId: them.id });
    await postNote(them, 'Already there before the page opened');

    const { page, context } = await kumo.newPage();
    let sawConnect!: () => void;
    const connectHeld = new Promise<void>((resolve) => (sawConnect = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const delivered: string[] = [];
    await page.routeWebSocket(/\/streaming/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        if (typeof message === 'string' && message.includes('"channel":"userList"')) {
          sawConnect();
          void released.then(() => server.send(message));
        } else server.send(message);
      });
      server.onMessage((message) => {
        if (typeof message === 'string') delivered.push(message);
        ws.send(message);
      });
    });
    await kumo.signIn(page, me.username, `/secure/timeline/list/${list.id}`);
    await page.getByText('Already there before the page opened').waitFor();
    await connectHeld;

    // posted while the server has not joined the list's channel for this page: no live event comes
    await postNote(them, 'Posted while the list was joining');
    // a mention posted after it reaches the page over its main channel: by then the stream has sent
    // the page everything before it, and the list's note was not among it
    await postNote(them, `@${me.username} a mention after it`);
    await expect.poll(() => delivered.some((m) => m.includes('a mention after it'))).toBe(true);
    expect(delivered.filter((m) => m.includes('Posted while the list was joining'))).toEqual([]);
    expect(await page.getByText('Posted while the list was joining').count()).toBe(0);

    release();
    await expect
      .poll(() => page.getByText('Posted while the list was joining').count(), { timeout: 10_000 })
      .toBe(1);
    // and the list is live from then on
    await postNote(them, 'Posted after the list joined');
    await page.getByText('Posted after the list joined').waitFor({ timeout: 10_000 });
    await context.close();
  });
});

// Chat (Misskey 2025.4+; issue 45): a 1:1 conversation live in both directions with a reaction and
// a read mark, a room joined through an invitation, the deck's chat column, and no chat at all
// where the server has none.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  callApi,
  channelJoined,
  createUser,
  openKumo,
  seriousAxeViolations,
  streamMessage,
  type TestUser,
} from '../support/browser.ts';

const kumo = await openKumo();

/** Screenshots at 1280 and at 390 px (SHOTS=1); `ready` is what the phone layout must show first. */
async function shot(page: Page, name: string, ready?: () => Promise<unknown>) {
  if (!process.env.SHOTS) return;
  await page.screenshot({ path: `/tmp/shots-chatui-${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await ready?.();
  await page.screenshot({ path: `/tmp/shots-chatui-${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A user who accepts chat from everyone (Misskey's default is mutual followers only). */
async function chatter(prefix: string): Promise<TestUser> {
  const user = await createUser(prefix);
  await callApi('i/update', { i: user.token, chatScope: 'everyone' });
  return user;
}

/** Resolves when the page sends `read` on a chat channel (the mark that keeps newChatMessage away). */
function readSent(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framesent', (frame) => {
        const m = streamMessage(frame.payload) as { type?: string; body?: { type?: string } } | null;
        if ((m?.type === 'ch' || m?.type === 'channel') && m.body?.type === 'read') resolve();
      }),
    );
  });
}

/** Signs `user` in on `path`; `joined` resolves once the page has joined a `channel` channel. */
async function openChat(user: TestUser, path: string, channel = 'main') {
  const { page, context } = await kumo.newPage();
  const joined = channelJoined(page, channel);
  const read = readSent(page);
  await kumo.signIn(page, user.username, path);
  return { page, context, read, joined };
}

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

describe('chat', () => {
  test('a 1:1 chat is live in both directions, with a reaction and a read mark', async () => {
    const alice = await chatter('chata');
    const bob = await chatter('chatb');
    const a = await openChat(alice, `/chat/user/${bob.id}`, 'chatUser');
    const b = await openChat(bob, `/chat/user/${alice.id}`, 'chatUser');
    await Promise.all([a.joined, b.joined]);

    // alice writes (Ctrl+Enter sends); it shows at once on both sides, MFM drawn
    const field = a.page.getByRole('textbox', { name: 'Message' });
    await field.fill('Hello **Bob**, lunch?');
    await field.press('Control+Enter');
    await messages(a.page).getByText('lunch?').waitFor();
    const received = messages(b.page).locator('.kumo-chat-message', { hasText: 'lunch?' });
    await received.waitFor();
    expect(await received.locator('b').textContent()).toBe('Bob');

    // bob had the conversation open: his page marked it read on the channel, and the server agrees
    await b.read;
    await expect
      .poll(async () => {
        const history = await callApi<Array<{ text: string; isRead?: boolean }>>('chat/history', {
          i: bob.token,
        });
        return history.find((m) => m.text?.includes('lunch?'))?.isRead;
      })
      .toBe(true);

    // bob reacts; alice sees the reaction live
    await received.getByRole('button', { name: 'React' }).click();
    const picker = b.page.getByRole('dialog', { name: 'Emoji picker' });
    await picker.getByRole('searchbox', { name: 'Search emoji' }).fill('thumbs');
    await picker.getByRole('group', { name: 'Search results' }).getByRole('button', { name: '+1' }).click();
    await messages(a.page).getByRole('button', { name: '👍: 1' }).waitFor();

    // and answers; alice sees it live
    const answer = b.page.getByRole('textbox', { name: 'Message' });
    await answer.fill('Sure, at noon');
    await b.page.getByRole('button', { name: 'Send' }).click();
    await messages(a.page).getByText('Sure, at noon').waitFor();

    expect(await seriousAxeViolations(a.page, '.kumo-chat-conversation')).toEqual([]);
    await shot(a.page, 'conversation');

    // the conversation list shows it
    await a.page.goto('/chat');
    const list = a.page.getByRole('list', { name: 'Conversations' });
    await list.getByRole('link', { name: new RegExp(bob.username) }).waitFor();
    expect(await seriousAxeViolations(a.page, 'main')).toEqual([]);
    await shot(a.page, 'home');
    await a.context.close();
    await b.context.close();
  });

  test('a room: made, someone invited, the invitation accepted, a message live in the room', async () => {
    const owner = await chatter('roomo');
    const guest = await chatter('roomg');
    const o = await openChat(owner, '/chat', 'chatRoom');
    await o.page.getByRole('button', { name: 'New room' }).click();
    const dialog = o.page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Lunch club');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await o.page.waitForURL('**/chat/room/*');
    const roomId = o.page.url().split('/').pop()!;
    await o.joined;

    await o.page.getByRole('tab', { name: 'Members' }).click();
    await o.page.getByRole('button', { name: 'Invite someone' }).click();
    const picker = o.page.getByRole('dialog');
    await picker.getByRole('searchbox', { name: 'Username' }).fill(guest.username);
    await picker.getByRole('button', { name: new RegExp(guest.username) }).click();
    await o.page.getByText(`${guest.username} has been invited.`).waitFor();

    const g = await openChat(guest, '/chat?tab=invitations', 'chatRoom');
    const inbox = g.page.getByRole('list', { name: 'Invitations' });
    await inbox.getByText('Invites you to Lunch club').waitFor();
    expect(await seriousAxeViolations(g.page, 'main')).toEqual([]);
    await inbox.getByRole('button', { name: 'Join' }).click();
    await g.page.waitForURL(`**/chat/room/${roomId}`);
    await g.joined;

    await o.page.getByRole('tab', { name: 'Messages' }).click();
    await g.page.getByRole('textbox', { name: 'Message' }).fill('Thanks for having me');
    await g.page.getByRole('textbox', { name: 'Message' }).press('Control+Enter');
    await messages(o.page).getByText('Thanks for having me').waitFor();
    expect(await seriousAxeViolations(o.page, '.kumo-chat-conversation')).toEqual([]);
    await shot(o.page, 'room');

    await o.page.getByRole('tab', { name: 'Members' }).click();
    await o.page.getByRole('link', { name: new RegExp(guest.username) }).waitFor();
    await o.context.close();
    await g.context.close();
  });

  test('the deck has a chat column that opens a conversation in place', async () => {
    const alice = await chatter('deckc');
    const bob = await chatter('deckd');
    await callApi('chat/messages/create-to-user', {
      i: bob.token,
      toUserId: alice.id,
      text: 'ping from bob',
    });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, alice.username, '/secure/settings/deck');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('switch', { name: 'Use the deck' }).click({ force: true }),
    ]);
    await page.goto('/');
    await page.waitForURL('**/secure/deck');
    await page.getByRole('button', { name: 'Add a column' }).first().click();
    await page.getByRole('menuitem', { name: 'Chat', exact: true }).click();
    const column = page.locator('.kumo-deck-column[aria-label="Chat"]');
    await column.getByRole('link', { name: new RegExp(bob.username) }).click();
    await column.getByText('ping from bob').waitFor();
    expect(page.url()).toContain('/secure/deck');
    if (process.env.SHOTS) await page.screenshot({ path: '/tmp/shots-chatui-deck-1280.png' });
    await column.getByRole('button', { name: 'Back to conversations' }).click();
    await column.getByRole('list', { name: 'Conversations' }).waitFor();
    expect(await seriousAxeViolations(page, '.kumo-deck-column[aria-label="Chat"]')).toEqual([]);
    await shot(page, 'deck-list', () => page.getByRole('list', { name: 'Conversations' }).first().waitFor());
    await context.close();
  });

  test('a server without chat shows no chat: no menu entry, no page', async () => {
    const user = await createUser('nochat');
    const { page, context } = await kumo.newPage();
    // the endpoint list of a MisskeyIO 2025.4.1 server, which has no chat
    const misskeyIo = readFileSync(
      fileURLToPath(new URL('../../../fixtures/misskey-2025.4.1/real-endpoints.json', import.meta.url)),
      'utf8',
    );
    await page.route('**/api/endpoints', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: misskeyIo }),
    );
    await kumo.signIn(page, user.username);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Notifications' }).first().waitFor();
    expect(await nav.getByRole('link', { name: 'Chat' }).count()).toBe(0);
    await page.goto('/chat');
    await page.getByText('Not found').first().waitFor();
    await context.close();
  });

  test('with chat, the menu has a Chat entry that gets a dot for a message still unread', async () => {
    const alice = await chatter('dota');
    const bob = await chatter('dotb');
    const { page, context, joined } = await openChat(alice, '/secure/timeline');
    await joined;
    const entry = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /^Chat/ });
    await entry.first().waitFor();
    expect(await entry.first().getAttribute('href')).toBe('/chat');
    await callApi('chat/messages/create-to-user', {
      i: bob.token,
      toUserId: alice.id,
      text: 'are you there?',
    });
    // the server raises newChatMessage a few seconds later; the pop-up opens the conversation
    const toast = page
      .getByRole('log', { name: 'Notifications' })
      .getByRole('link', { name: /New message from/ });
    await toast.waitFor({ timeout: 15_000 });
    await expect.poll(() => entry.first().locator('.kumo-nav-indicator').count()).toBe(1);
    await toast.click();
    await page.waitForURL(`**/chat/user/${bob.id}`);
    await messages(page).getByText('are you there?').waitFor();
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  baseURL,
  callApi,
  createUser,
  openKumo,
  postNote,
  revealNote,
  type TestUser,
} from '../support/browser.ts';
import { watchRequests } from '../support/settle.ts';

const kumo = await openKumo();

type User = TestUser;

async function upload(user: User): Promise<{ id: string }> {
  const fd = new FormData();
  fd.set('i', user.token);
  // a 1×1 PNG
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  fd.set('file', new Blob([png], { type: 'image/png' }), 'dot.png');
  const res = await fetch(`${baseURL()}/api/drive/files/create`, { method: 'POST', body: fd });
  if (!res.ok) throw new Error(`upload failed: ${res.status}`);
  return (await res.json()) as { id: string };
}

/** Scrolls the whole list through, so that every note of it has been in the page once. */
async function idsInList(page: Page): Promise<Set<string>> {
  const settled = watchRequests(page);
  const seen = new Set<string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let i = 0; i < 30; i++) {
    for (const id of await page
      .locator('.kumo-profile-tab-panel article[data-note-id]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-note-id')!)))
      seen.add(id);
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY === before;
    });
    if (atEnd) break;
    await settled();
  }
  return seen;
}

describe('profile', () => {
  test('tabs change the address and show notes, replies, media, reactions, achievements and activity', async () => {
    const author = await createUser('prof');
    const other = await createUser('othr');
    const plain = await postNote(author, { text: 'just a plain note' });
    const file = await upload(author);
    const withFile = await postNote(author, { text: 'look at this', fileIds: [file.id] });
    const question = await postNote(other, { text: 'anyone there?' });
    const reply = await postNote(author, { text: 'here I am', replyId: question.id });
    await callApi('i/update', { i: author.token, publicReactions: false });

    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, other.username, `/@${author.username}`);
    await revealNote(page, plain.id, '.kumo-profile-tab-panel');
    expect((await idsInList(page)).has(reply.id)).toBe(false);

    const tabs = page.getByRole('tablist', { name: 'Profile sections' });
    await tabs.getByRole('tab', { name: 'With replies' }).click();
    await page.waitForURL(`**/@${author.username}/replies`);
    await revealNote(page, reply.id, '.kumo-profile-tab-panel');
    expect((await idsInList(page)).has(plain.id)).toBe(true);

    await tabs.getByRole('tab', { name: 'Media' }).click();
    await page.waitForURL(`**/@${author.username}/files`);
    const tile = page.locator(`.kumo-media-tile[data-note-id="${withFile.id}"]`);
    await tile.waitFor();
    expect(await page.locator(`.kumo-media-tile[data-note-id="${plain.id}"]`).count()).toBe(0);

    // the keyboard moves along the tab list: Media → Reactions
    await tabs.getByRole('tab', { name: 'Media' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(`**/@${author.username}/reactions`);
    expect(await tabs.getByRole('tab', { name: 'Reactions' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText(`${author.username} keeps their reactions private.`).waitFor();

    await tabs.getByRole('tab', { name: 'Activity' }).click();
    await page.waitForURL(`**/@${author.username}/activity`);
    await page.getByText('3 notes in the last 30 days').waitFor();
    expect(await page.locator('.kumo-activity-bars rect[data-series="reply"]').count()).toBe(1);

    // Going straight to an address opens its tab; notes leaves the page part out again.
    await page.goto('/@alice/achievements');
    await page.getByText('Followers reached: 1').waitFor();
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.waitForURL(/\/@alice$/);
    await context.close();
  });

  test('follow then unfollow (after confirming) updates the button and the follower count', async () => {
    const target = await createUser('tgt');
    const { user: fan, page, context } = await kumo.openAsNewUser('fan', `/@${target.username}`);
    const followers = page.locator('[data-count="followers"]');
    await expect.poll(() => followers.textContent()).toBe('0 Followers');

    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    const following = page.getByRole('button', { name: 'Following' });
    await following.waitFor();
    expect(await following.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => followers.textContent()).toBe('1 Followers');
    const shown = await callApi<{ isFollowing: boolean }>('users/show', { i: fan.token, userId: target.id });
    expect(shown.isFollowing).toBe(true);

    await following.click();
    const dialog = page.getByRole('dialog').filter({ hasText: `Stop following ${target.username}?` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await following.waitFor();

    await following.click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await expect.poll(() => followers.textContent()).toBe('0 Followers');
    const after = await callApi<{ isFollowing: boolean }>('users/show', { i: fan.token, userId: target.id });
    expect(after.isFollowing).toBe(false);
    await context.close();
  });

  test('a follow request to a locked account shows as pending, and cancelling withdraws it', async () => {
    const locked = await createUser('lck');
    await callApi('i/update', { i: locked.token, isLocked: true });
    const { user: fan, page, context } = await kumo.openAsNewUser('req', `/@${locked.username}`);
    await page.getByTitle('Approves followers by hand').waitFor();

    await page.getByRole('button', { name: 'Request to follow' }).click();
    const pending = page.getByRole('button', { name: 'Request pending' });
    await pending.waitFor();
    const requests = await callApi<Array<{ follower: { id: string } }>>('following/requests/list', {
      i: locked.token,
    });
    expect(requests.map((r) => r.follower.id)).toEqual([fan.id]);
    await expect.poll(() => page.locator('[data-count="followers"]').textContent()).toBe('0 Followers');

    await pending.click();
    await page.getByRole('button', { name: 'Request to follow' }).waitFor();
    expect(await callApi('following/requests/list', { i: locked.token })).toEqual([]);
    await context.close();
  });

  test('a locked account accepts a request on the follow requests page, and the follower is told', async () => {
    const locked = await createUser('acc');
    await callApi('i/update', { i: locked.token, isLocked: true });
    const fan = await createUser('asker');
    await callApi('following/create', { i: fan.token, userId: locked.id });
    const { page, context } = await kumo.newPage();
    await kumo.signIn(page, locked.username, '/secure/my/follow-requests');
    const row = page.locator('.kumo-follow-requests li').filter({ hasText: `@${fan.username}` });
    await row.getByRole('button', { name: 'Accept' }).click();
    await page.getByText('No one is waiting for your approval.').waitFor();
    const shown = await callApi<{ isFollowing: boolean }>('users/show', { i: fan.token, userId: locked.id });
    expect(shown.isFollowing).toBe(true);
    const notes = await callApi<Array<{ type: string }>>('i/notifications', { i: fan.token });
    expect(notes[0]!.type).toBe('followRequestAccepted');
    await context.close();
  });

  test('/user-tags/{tag} lists the people with the hashtag in their profile, linked from the profile', async () => {
    const tag = `kumotag${Date.now().toString(36)}`;
    const tagged = await createUser('tag');
    await callApi('i/update', { i: tagged.token, name: 'Tagged Person', description: `I love #${tag}` });
    const viewer = await createUser('vwr');
    const { page, context } = await kumo.newPage({ width: 390, height: 844 });
    await kumo.signIn(page, viewer.username, `/@${tagged.username}`);
    await page
      .locator('.kumo-user-description')
      .getByRole('link', { name: `#${tag}` })
      .click();
    await page.waitForURL(`**/secure/user-tags/${tag}`);
    const card = page.locator('.kumo-user-tag-card').filter({ hasText: 'Tagged Person' });
    await card.waitFor();
    expect(await page.locator('.kumo-user-tag-card').count()).toBe(1);
    await card.getByRole('button', { name: 'Follow', exact: true }).click();
    await card.getByRole('button', { name: 'Following' }).waitFor();
    await card.getByRole('link').first().click();
    await page.waitForURL(`**/@${tagged.username}`);
    await context.close();
  });
});

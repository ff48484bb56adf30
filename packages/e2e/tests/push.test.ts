import { describe, expect, test } from 'vitest';
import { browserKeys, pushService } from '../../local-instance/test/push-helpers.ts';
import { baseURL, callApi, createUser, openProfileContext, signIn } from '../support/browser.ts';

// Issue 15: a notification pushed by the server reaches the user with Kumo's tab closed. Chromium's
// own push service (Google's) cannot be reached from the test machine, so the test stands in for
// it: the instance pushes to a push service of the test's, which reads the message with the
// subscription's keys and hands it to Kumo's service worker as Chromium's would (DevTools protocol).

/** A user signed in once on a profile whose push subscription the test's push service holds; the tab then closed. */
async function subscribedThenClosed(
  prefix: string,
  before?: (me: Awaited<ReturnType<typeof createUser>>) => Promise<void>,
) {
  const context = await openProfileContext();
  const origin = new URL(baseURL()).origin;
  await context.grantPermissions(['notifications'], { origin });
  const me = await createUser(prefix);
  // what should happen before this device listens (pushes it is not about)
  await before?.(me);
  const page = context.pages()[0] ?? (await context.newPage());
  await signIn(page, me.username);
  // the worker has taken the page over and kept the wording it is given
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('kumo-sw-state')).keys()).length), {
      timeout: 20_000,
    })
    .toBe(1);

  // this device's subscription, as the settings page makes it (with keys of the test's push service)
  const service = await pushService();
  const keys = browserKeys();
  await callApi('sw/register', {
    i: me.token,
    endpoint: service.url,
    auth: keys.auth,
    publickey: keys.publickey,
  });

  const cdp = await context.newCDPSession(await context.newPage());
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = (registrations as Array<{ registrationId: string; scopeURL: string }>).find((r) =>
        r.scopeURL.startsWith(origin),
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await page.close();
  return {
    me,
    origin,
    /** Hands the next message the server pushed to the worker. */
    deliverNext: async () => {
      const message = keys.plain((await service.next(1)).body);
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: await registrationId,
        data: message,
      });
    },
    /** The system notifications the worker shows, read from a page of the profile. */
    shown: async () => {
      const check = await context.newPage();
      await check.goto('/about');
      return async () =>
        check.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            url: (n.data as { url: string }).url,
          })),
        );
    },
    close: async () => {
      await service.close();
      await context.close();
    },
  };
}

describe('push notifications', () => {
  test('a follow pushed while no Kumo tab is open shows as a system notification naming who, leading to them', async () => {
    const device = await subscribedThenClosed('pushed');
    const fan = await createUser('pushfan');
    await callApi('i/update', { i: fan.token, name: 'Fern the Fan' });
    await callApi('following/create', { i: fan.token, userId: device.me.id });
    await device.deliverNext();
    await expect.poll(await device.shown(), { timeout: 10_000 }).toEqual([
      {
        title: expect.stringContaining('Fern the Fan'),
        body: '',
        tag: `follow:${fan.id}`,
        url: `${device.origin}/@${fan.username}`,
      },
    ]);
    await device.close();
  });

  test('a chat message left unread while no Kumo tab is open shows with its text, leading to the conversation', async () => {
    const friend = await createUser('pushfriend');
    await callApi('i/update', { i: friend.token, name: 'Wren' });
    // a new account takes chat from those it follows and who follow it (Misskey's default)
    const device = await subscribedThenClosed('pushchat', async (me) => {
      await callApi('following/create', { i: friend.token, userId: me.id });
      await callApi('following/create', { i: me.token, userId: friend.id });
    });
    await callApi('chat/messages/create-to-user', {
      i: friend.token,
      toUserId: device.me.id,
      text: 'tea at five?',
    });
    // the server pushes it once it has stayed unread a moment
    await device.deliverNext();
    await expect.poll(await device.shown(), { timeout: 10_000 }).toEqual([
      {
        title: 'New message from Wren',
        body: 'tea at five?',
        tag: `chat:${friend.id}`,
        url: `${device.origin}/chat/user/${friend.id}`,
      },
    ]);
    await device.close();
  });
});

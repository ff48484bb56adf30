import { describe, expect, test } from 'vitest';
import { browserKeys, pushService } from '../../local-instance/test/push-helpers.ts';
import { baseURL, callApi, createUser, openProfileContext, signIn } from '../support/browser.ts';

// Issue 15: a notification pushed by the server reaches the user with Kumo's tab closed. Chromium's
// own push service (Google's) cannot be reached from the test machine, so the test stands in for
// it: the instance pushes to a push service of the test's, which reads the message with the
// subscription's keys and hands it to Kumo's service worker as Chromium's would (DevTools protocol).
describe('push notifications', () => {
  test('a follow pushed while no Kumo tab is open shows as a system notification naming who, leading to them', async () => {
    const context = await openProfileContext();
    const origin = new URL(baseURL()).origin;
    await context.grantPermissions(['notifications'], { origin });
    const me = await createUser('pushed');
    const fan = await createUser('pushfan');
    await callApi('i/update', { i: fan.token, name: 'Fern the Fan' });
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

    // the tab is closed; someone follows
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
    await callApi('following/create', { i: fan.token, userId: me.id });
    const message = keys.plain((await service.next(1)).body);
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: message,
    });

    const check = await context.newPage();
    await check.goto('/about');
    const shown = async () =>
      check.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          tag: n.tag,
          url: (n.data as { url: string }).url,
        })),
      );
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      {
        title: expect.stringContaining('Fern the Fan'),
        tag: `follow:${fan.id}`,
        url: `${origin}/@${fan.username}`,
      },
    ]);
    await service.close();
    await context.close();
  });
});

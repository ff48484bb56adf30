import { expect, test } from 'vitest';
import { StreamClient, testInstance } from './helpers.ts';

const t = testInstance();
const me = t.signup('regenstream', 'pw');
const friend = t.signup('regenfriend');

const closed = (client: StreamClient) =>
  new Promise<void>((resolve) => {
    if (client.ws.readyState === client.ws.CLOSED) resolve();
    else client.ws.once('close', () => resolve());
  });

test("regenerating the token closes the sockets opened with the old one, after telling them; apps' stay", async () => {
  const gen = await t.api(
    'miauth/gen-token',
    { session: 'regen-app', name: 'App', permission: ['read:account'] },
    me.token,
  );
  const old = await StreamClient.open(t.inst, me.token);
  const app = await StreamClient.open(t.inst, gen.body.token);
  await old.connect('main', 'm');
  await app.connect('main', 'm');
  expect((await t.api('i/regenerate-token', { password: 'pw' }, me.token)).status).toBe(204);
  await old.waitFor((m) => m?.body?.type === 'myTokenRegenerated');
  await closed(old);
  // a direct note sent afterwards reaches the app's socket only
  await t.api(
    'notes/create',
    { text: `@regenstream psst`, visibility: 'specified', visibleUserIds: [me.id] },
    friend.token,
  );
  await app.waitFor((m) => m?.body?.type === 'mention');
  expect(app.ws.readyState).toBe(app.ws.OPEN);
  app.close();
});

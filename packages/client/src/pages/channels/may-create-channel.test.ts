import type { entities } from 'misskey-js';
import { expect, test } from 'vitest';
import { mayCreateChannel } from './may-create-channel.ts';

const me = (isAdmin: boolean, policies: Partial<entities.RolePolicies>) =>
  ({ isAdmin, policies }) as Pick<entities.MeDetailed, 'isAdmin' | 'policies'>;

test('"New channel" is offered only when the role allows it, to administrators always, never to visitors', () => {
  expect(mayCreateChannel(me(false, { canCreateChannel: true }))).toBe(true);
  expect(mayCreateChannel(me(false, { canCreateChannel: false }))).toBe(false);
  expect(mayCreateChannel(me(true, { canCreateChannel: false }))).toBe(true);
  // a server (an older one, a fork) whose roles do not have the policy
  expect(mayCreateChannel(me(false, {}))).toBe(true);
  expect(mayCreateChannel(null)).toBe(false);
});

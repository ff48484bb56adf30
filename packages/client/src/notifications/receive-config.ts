import type { entities } from 'misskey-js';
import { serverTypesFrom, type ServerNotificationType } from './notification-types.ts';

/** The server-side choice of which notifications to receive (i/update `notificationRecieveConfig`). */
export type ReceiveConfig = entities.MeDetailed['notificationRecieveConfig'];

/** Who a type is received from; `list` (a user list) is kept when the server has it but not offered. */
export const RECEIVE_FROM = [
  'all',
  'following',
  'follower',
  'mutualFollow',
  'followingOrFollower',
  'never',
] as const;
export type ReceiveFrom = (typeof RECEIVE_FROM)[number];

/** Types caused by a user: they can be limited to people one follows, followers, and so on. */
export const USER_RECEIVE_TYPES = serverTypesFrom('user');
/** Types with no user behind them: only on or off. */
export const ON_OFF_RECEIVE_TYPES = serverTypesFrom('system');
export type ReceiveType = ServerNotificationType;

/** The current choice for a type; a type the server has nothing for is received from everyone. */
export function receiveFrom(config: ReceiveConfig | undefined, type: ReceiveType): ReceiveFrom | 'list' {
  return config?.[type]?.type ?? 'all';
}

/** The config with one type changed; the other types are left as they are. */
export function withReceiveFrom(
  config: ReceiveConfig | undefined,
  type: ReceiveType,
  from: ReceiveFrom,
): ReceiveConfig {
  return { ...(config ?? {}), [type]: { type: from } };
}

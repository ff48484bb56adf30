import type { Db } from './db/open.ts';
import type { RoleRow, UserRow } from './db/rows.ts';
import type { FileStore } from './media/file-store.ts';
import type { EventBus } from './stream/events.ts';
import type { RateLimiter } from './api/rate-limit.ts';
import type { FailSwitch } from './api/test-hooks.ts';
import type { VapidKeys } from './services/push.ts';

export interface ResolvedOptions {
  port: number;
  host: string;
  dataDir: string | null;
  clientDir: string | null;
  seed: 'demo' | 'none';
  rateLimitFactor: number;
  maxUploadSize: number;
  logger: boolean;
  /** Test-only switches (kumo-test/* endpoints); off unless startInstance gets testHooks. */
  testHooks: boolean;
  /** meta.disableRegistration: signup then needs an invitation code. */
  disableRegistration: boolean;
  /** meta.enableEmail: users may set an email address (Kumo Local sends no mail). */
  enableEmail: boolean;
  /** Misskey's trustProxy: X-Forwarded-* headers are believed (only behind a trusted proxy). */
  trustProxy: boolean;
  /** Misskey's allowedPrivateNetworks: non-public CIDR ranges fetches may reach. */
  allowedPrivateNetworks: readonly string[];
  /** How long a notification waits unread before `unreadNotification` is sent (Misskey: 2 s). */
  unreadNotificationDelayMs: number;
  /** How long a chat message waits unread before `newChatMessage` is sent (Misskey: 3 s). */
  chatUnreadDelayMs: number;
}

/** Everything a running local instance shares between requests. */
export interface Instance {
  db: Db;
  files: FileStore;
  events: EventBus;
  options: ResolvedOptions;
  limiter: RateLimiter;
  /** Wall-clock start, for `meta` and `ping`-like answers. */
  startedAt: number;
  /** Planned failures (kumo-test/fail-next); only with testHooks. */
  failures?: FailSwitch;
  /** Web Push keys (services/push.ts); the public one is meta's swPublickey. */
  vapid: VapidKeys;
}

/** What packers need: the instance, the origin to build absolute URLs with, and the viewer. */
export interface PackContext {
  inst: Instance;
  origin: string;
  me: UserRow | null;
  users: Map<string, UserRow>;
  /** The stored roles each packed user holds now, read once per request. */
  roles: Map<string, RoleRow[]>;
}

export function packContext(inst: Instance, origin: string, me: UserRow | null): PackContext {
  return { inst, origin, me, users: new Map(), roles: new Map() };
}

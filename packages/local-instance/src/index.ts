import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Instance, ResolvedOptions } from './context.ts';
import { markSeeded, openDatabase } from './db/open.ts';
import { createFileStore } from './media/file-store.ts';
import { EventBus } from './stream/events.ts';
import { RateLimiter } from './api/rate-limit.ts';
import { loadEndpoints } from './api/endpoint-registry.ts';
import { buildApp } from './server/app.ts';
import { buildProxyApp } from './server/proxy.ts';
import { seedDemo } from './seed/demo.ts';
import { notifyEndedPolls } from './services/polls.ts';
import { UNREAD_NOTIFICATION_DELAY_MS } from './services/notifications.ts';
import { CHAT_UNREAD_DELAY_MS } from './services/chat.ts';
import { FailSwitch } from './api/test-hooks.ts';
import { startWebhookDelivery } from './services/webhooks.ts';
import { loadVapidKeys, startPushDelivery } from './services/push.ts';

export interface InstanceOptions {
  /** Default 3000; 0 = any free port. */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Folder for the SQLite database and uploaded files; null = fully in memory. */
  dataDir?: string | null;
  /** Built client to serve (default: <repo>/packages/client/dist); null = none. */
  clientDir?: string | null;
  /** 'demo' seeds demo data when the database is new (default 'demo'). */
  seed?: 'demo' | 'none';
  /** Multiplies rate-limit allowances (default 1). */
  rateLimitFactor?: number;
  /** Proxy mode: forward the API, streaming and media to this real server; no local database. */
  upstream?: string | null;
  logger?: boolean;
  /** Largest accepted upload in bytes (default 50 MB). */
  maxUploadSize?: number;
  /** Test-only endpoints such as kumo-test/fail-next (default false; the browser suite turns it on). */
  testHooks?: boolean;
  /** meta.disableRegistration (default false): signup then needs an invitation code. */
  disableRegistration?: boolean;
  /** meta.enableEmail (default false): lets users set an email address. */
  enableEmail?: boolean;
  /**
   * Misskey's `trustProxy` (default false): take the client's address, protocol and host from the
   * X-Forwarded-* headers. Turn it on only behind a reverse proxy that sets them; otherwise anyone
   * could claim any address (and escape the sign-in limits) or rewrite the URLs in answers.
   */
  trustProxy?: boolean;
  /**
   * Misskey's `allowedPrivateNetworks`: CIDR ranges that link previews, uploads from a URL and
   * webhooks may reach although they are not public (default none: loopback, private and link-local
   * addresses are refused, so users cannot make the server fetch from its own network).
   */
  allowedPrivateNetworks?: string[];
  /**
   * How long a new notification waits before the stream announces it as unread, if it is still
   * unread (default Misskey's 2 s). Tests that only look at the frames shorten it.
   */
  unreadNotificationDelayMs?: number;
  /**
   * How long a chat message waits before its recipients' main stream gets `newChatMessage`, if they
   * have not read it (default Misskey's 3 s).
   */
  chatUnreadDelayMs?: number;
}

export interface RunningInstance {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Tests: every rate limit counts `ms` as passed (an interval waited out without sleeping). */
  elapse?(ms: number): void;
}

export const DEMO_PASSWORD = 'kumo-demo';

export const DEMO_ACCOUNTS: ReadonlyArray<{ username: string; password: string; role: 'admin' | 'user' }> = [
  { username: 'admin', password: DEMO_PASSWORD, role: 'admin' },
  { username: 'alice', password: DEMO_PASSWORD, role: 'user' },
  { username: 'bob', password: DEMO_PASSWORD, role: 'user' },
  { username: 'carol', password: DEMO_PASSWORD, role: 'user' },
  { username: 'dave', password: DEMO_PASSWORD, role: 'user' },
  { username: 'erin', password: DEMO_PASSWORD, role: 'user' },
  { username: 'frank', password: DEMO_PASSWORD, role: 'user' },
];

const DEFAULT_CLIENT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');

function urlOf(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** Starts a local instance (or, with `upstream`, a proxy to a real server) and resolves once it listens. */
export async function startInstance(opts: InstanceOptions = {}): Promise<RunningInstance> {
  const host = opts.host ?? '127.0.0.1';
  const clientDir = opts.clientDir === undefined ? DEFAULT_CLIENT_DIR : opts.clientDir;
  const logger = opts.logger ?? false;

  if (opts.upstream) {
    const app = await buildProxyApp(opts.upstream, clientDir, logger);
    await app.listen({ port: opts.port ?? 3000, host });
    const port = (app.server.address() as { port: number }).port;
    return { url: urlOf(host, port), port, close: () => app.close() };
  }

  const options: ResolvedOptions = {
    port: opts.port ?? 3000,
    host,
    dataDir: opts.dataDir ?? null,
    clientDir,
    seed: opts.seed ?? 'demo',
    rateLimitFactor: opts.rateLimitFactor ?? 1,
    maxUploadSize: opts.maxUploadSize ?? 50 * 1024 * 1024,
    logger,
    testHooks: opts.testHooks ?? false,
    disableRegistration: opts.disableRegistration ?? false,
    enableEmail: opts.enableEmail ?? false,
    trustProxy: opts.trustProxy ?? false,
    allowedPrivateNetworks: opts.allowedPrivateNetworks ?? [],
    unreadNotificationDelayMs: opts.unreadNotificationDelayMs ?? UNREAD_NOTIFICATION_DELAY_MS,
    chatUnreadDelayMs: opts.chatUnreadDelayMs ?? CHAT_UNREAD_DELAY_MS,
  };
  const { db, isNew } = openDatabase(options.dataDir);
  const inst: Instance = {
    db,
    files: createFileStore(options.dataDir),
    events: new EventBus(),
    options,
    limiter: new RateLimiter(options.rateLimitFactor),
    startedAt: Date.now(),
    failures: options.testHooks ? new FailSwitch() : undefined,
    vapid: loadVapidKeys(options.dataDir),
  };
  // The endpoint modules load while the demo data is seeded (tsx reads and compiles them off the
  // main thread); buildApp awaits the same promise and fails the start-up if one is wrong.
  loadEndpoints().catch(() => {});
  if (isNew) {
    if (options.seed === 'demo') await seedDemo(inst);
    markSeeded(db);
  }
  const app = await buildApp(inst);
  const pollTimer = setInterval(() => {
    try {
      notifyEndedPolls(inst);
    } catch {
      // closed
    }
  }, 30_000);
  pollTimer.unref();
  try {
    await app.listen({ port: options.port, host });
  } catch (err) {
    clearInterval(pollTimer);
    db.close();
    throw err;
  }
  const port = (app.server.address() as { port: number }).port;
  startWebhookDelivery(inst, urlOf(host, port));
  startPushDelivery(inst, urlOf(host, port));
  let closed = false;
  return {
    url: urlOf(host, port),
    port,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(pollTimer);
      for (const client of app.websocketServer?.clients ?? []) client.terminate();
      await app.close();
      db.close();
    },
    elapse: (ms) => inst.limiter.elapse(ms),
  };
}

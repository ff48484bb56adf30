import { hasLeftDevice } from './departed-accounts.ts';
import { RegistryPusher } from './registry-pusher.ts';
import type { TabMailbox } from './tab-mailbox.ts';
import {
  REGISTRY_SCOPE,
  SETTING_DEFS,
  type Environment,
  type Level,
  type SettingKey,
  type Settings,
} from './settings-defs.ts';

/** Stored preferences share this prefix (spec P1 §3). */
export const STORAGE_PREFIX = 'kumo:settings:';

/** Where one level of settings is kept: device settings once, the others per account (or the visitor). */
export function settingsStorageKey(level: Level, accountId: string | null): string {
  if (level === 'device') return `${STORAGE_PREFIX}device`;
  return `${STORAGE_PREFIX}${level}:${accountId ?? 'visitor'}`;
}
const CHANNEL_NAME = 'kumo:settings';

interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (ev: MessageEvent) => void): void;
  close(): void;
}

interface StoreOptions {
  storage: Storage;
  accountId: string | null;
  env: Environment;
  /** Sends an account-level change to the server registry; absent for visitors. */
  push?: (key: string, value: unknown) => Promise<unknown>;
  channel?: ChannelLike | null;
  /** The same messages kept 45 s in the browser database, for a tab that slept (spec P1 §9). */
  mailbox?: Pick<TabMailbox<TabMessage>, 'post' | 'unread'> | null;
}

interface TabMessage {
  level: Level;
  accountId: string | null;
  key: SettingKey;
  value: unknown;
}

type Listener = () => void;

/**
 * The settings store (spec P1 §3, §4): each setting lives at its level; a change applies at once,
 * is stored, is told to other tabs, and account-level changes are pushed to the server registry.
 */
export class SettingsStore {
  private values = new Map<SettingKey, unknown>();
  /** Defaults are computed once, so readers get a stable value (useSyncExternalStore needs that). */
  private defaults = new Map<SettingKey, unknown>();
  private listeners = new Map<SettingKey, Set<Listener>>();
  private readonly opts: StoreOptions;
  private readonly channel: ChannelLike | null;
  private readonly pusher: RegistryPusher | null;
  /** Whether this page has read the server's copy of the account-level settings (start-up). */
  private accountRead = false;

  constructor(opts: StoreOptions) {
    this.opts = opts;
    this.pusher = opts.push && opts.accountId ? new RegistryPusher(opts.push) : null;
    for (const level of ['account', 'device', 'deviceAccount'] as const) {
      const stored = this.readLevel(level);
      for (const [key, value] of Object.entries(stored)) {
        if (key in SETTING_DEFS && SETTING_DEFS[key as SettingKey].level === level)
          this.values.set(key as SettingKey, value);
      }
    }
    this.channel = opts.channel ?? null;
    this.channel?.addEventListener('message', (ev) => this.onTabMessage(ev.data as TabMessage));
  }

  private storageKey(level: Level): string {
    return settingsStorageKey(level, this.opts.accountId);
  }

  private readLevel(level: Level): Record<string, unknown> {
    try {
      const v: unknown = JSON.parse(this.opts.storage.getItem(this.storageKey(level)) ?? '{}');
      return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }

  private writeLevel(level: Level, key: SettingKey, value: unknown): void {
    if (level !== 'device' && hasLeftDevice(this.opts.accountId)) return; // signed out on this page
    const all = this.readLevel(level);
    all[key] = value;
    this.opts.storage.setItem(this.storageKey(level), JSON.stringify(all));
  }

  get<K extends SettingKey>(key: K): Settings[K] {
    if (this.values.has(key)) return this.values.get(key) as Settings[K];
    if (!this.defaults.has(key)) this.defaults.set(key, SETTING_DEFS[key].default(this.opts.env));
    return this.defaults.get(key) as Settings[K];
  }

  /** The account's own value of `key` (stored here or read from the server); undefined when it has none. */
  stored<K extends SettingKey>(key: K): Settings[K] | undefined {
    return this.values.get(key) as Settings[K] | undefined;
  }

  /** Whether the server's copy of the account-level settings has been read, so a missing one is really missing. */
  accountSettingsRead(): boolean {
    return this.accountRead;
  }

  /** Spec P1 §4: storing undefined is refused with a console error. */
  set<K extends SettingKey>(key: K, value: Settings[K]): void {
    if (value === undefined) {
      console.error(`settings: refusing to store undefined for "${key}"`);
      return;
    }
    const { level } = SETTING_DEFS[key];
    this.values.set(key, value);
    this.writeLevel(level, key, value);
    this.notify(key);
    const message: TabMessage = { level, accountId: this.opts.accountId, key, value };
    this.channel?.postMessage(message);
    this.opts.mailbox
      ?.post(message)
      .catch((err: unknown) => console.warn('settings: other tabs were not told', err));
    if (level === 'account') this.pusher?.push(key, value);
  }

  /** Values read from the server (registry get-all on sign-in): applied and stored, not pushed back. */
  applyFromServer(values: Record<string, unknown>): void {
    for (const [key, value] of Object.entries(values)) {
      if (
        !(key in SETTING_DEFS) ||
        SETTING_DEFS[key as SettingKey].level !== 'account' ||
        value === undefined
      )
        continue;
      this.values.set(key as SettingKey, value);
      this.writeLevel('account', key as SettingKey, value);
      this.notify(key as SettingKey);
    }
  }

  /** The whole registry read at start-up: applied as above; from now on a setting it lacks was never stored. */
  applyRegistry(values: Record<string, unknown>): void {
    this.applyFromServer(values);
    this.accountRead = true;
    for (const key of [...this.listeners.keys()]) this.notify(key);
  }

  /** Main-channel `registryUpdated` (spec P1 §4, §7): the server copy changed, e.g. from another device. */
  onRegistryUpdated(event: { scope: string[]; key: string; value: unknown }): void {
    if (event.scope.join('/') !== REGISTRY_SCOPE.join('/')) return;
    // the echo of this tab's own change: applying it could undo a newer one
    if (this.pusher?.takeOwnEcho(event.key, event.value)) return;
    this.applyFromServer({ [event.key]: event.value });
  }

  /** A tab that wakes (shown again) applies what other tabs changed meanwhile, oldest first. */
  async catchUp(): Promise<void> {
    for (const msg of (await this.opts.mailbox?.unread()) ?? []) this.onTabMessage(msg);
  }

  private onTabMessage(msg: TabMessage): void {
    if (!msg || !(msg.key in SETTING_DEFS)) return;
    if (msg.level !== 'device' && msg.accountId !== this.opts.accountId) return;
    this.values.set(msg.key, msg.value);
    this.notify(msg.key);
  }

  subscribe(key: SettingKey, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  private notify(key: SettingKey): void {
    for (const l of [...(this.listeners.get(key) ?? [])]) l();
  }

  close(): void {
    this.channel?.close();
  }
}

export { CHANNEL_NAME };

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { api } from '@/api/index.ts';
import { useChannelEvent } from '@/stream/index.ts';
import { REGISTRY_SCOPE, type SettingKey, type Settings } from './settings-defs.ts';
import { CHANNEL_NAME, SettingsStore } from './settings-store.ts';
import { TabMailbox } from './tab-mailbox.ts';

const StoreContext = createContext<SettingsStore | null>(null);

function environment() {
  return {
    prefersReducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    isMobile: /mobile|iphone|android/i.test(navigator.userAgent),
  };
}

export function createSettingsStore(account: { id: string; token: string } | null): SettingsStore {
  return new SettingsStore({
    storage: localStorage,
    accountId: account?.id ?? null,
    env: environment(),
    push: account
      ? (key, value) => api('i/registry/set', { scope: REGISTRY_SCOPE, key, value }, account.token)
      : undefined,
    channel: typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME),
    mailbox: typeof indexedDB === 'undefined' ? null : new TabMailbox(),
  });
}

/** Provides the store and, for a signed-in user, follows registry updates (start-up reads the registry). */
export function SettingsProvider({
  store,
  token,
  children,
}: {
  store: SettingsStore;
  token: string | null;
  children: ReactNode;
}) {
  useChannelEvent(token ? 'main' : null, undefined, 'registryUpdated', (body) =>
    store.onRegistryUpdated(body as { scope: string[]; key: string; value: unknown }),
  );
  // a tab shown again reads the setting changes other tabs made while it slept
  useEffect(() => {
    const wake = () => {
      if (document.visibilityState === 'visible') void store.catchUp();
    };
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, [store]);
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useSettingsStore(): SettingsStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSetting outside SettingsProvider');
  return store;
}

/** Reads one setting; the component draws again only when this key changes. */
export function useSettingValue<K extends SettingKey>(key: K): Settings[K] {
  const store = useSettingsStore();
  const subscribe = useCallback((changed: () => void) => store.subscribe(key, changed), [store, key]);
  return useSyncExternalStore(subscribe, () => store.get(key));
}

/**
 * The account's own value of a setting, undefined when it has none, and whether that is known yet
 * (a fresh device learns it when start-up has read the server's copy).
 */
export function useStoredSetting<K extends SettingKey>(
  key: K,
): { value: Settings[K] | undefined; known: boolean } {
  const store = useSettingsStore();
  const subscribe = useCallback((changed: () => void) => store.subscribe(key, changed), [store, key]);
  const value = useSyncExternalStore(subscribe, () => store.stored(key));
  const known = useSyncExternalStore(subscribe, () => store.accountSettingsRead());
  return { value, known };
}

/** A setting and its setter. */
export function useSetting<K extends SettingKey>(key: K): [Settings[K], (value: Settings[K]) => void] {
  const store = useSettingsStore();
  const value = useSettingValue(key);
  const set = useCallback((v: Settings[K]) => store.set(key, v), [store, key]);
  return [value, set];
}

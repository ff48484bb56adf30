import type { FeedPrefs } from '@/queries/index.ts';
import { useSettingValue, type SettingsStore } from '@/store/index.ts';

/** The feed settings as the timelines read them (spec P1 §3: publicTlShow…). */
export function useFeedPrefs(): FeedPrefs {
  return {
    localPostsInGlobal: useSettingValue('publicTlShowLocalPost'),
    remoteFollowedInLocal: useSettingValue('publicTlShowRemoteFollowPost'),
    followedChannelsInLocal: useSettingValue('publicTlShowChannelFollowPost'),
  };
}

/** The same, read once from the store (start-up's early timeline request). */
export function feedPrefsOf(settings: Pick<SettingsStore, 'get'>): FeedPrefs {
  return {
    localPostsInGlobal: settings.get('publicTlShowLocalPost'),
    remoteFollowedInLocal: settings.get('publicTlShowRemoteFollowPost'),
    followedChannelsInLocal: settings.get('publicTlShowChannelFollowPost'),
  };
}

/** The channels pinned beside the local timeline: the server's (meta), then the user's own, once each. */
export function pinnedChannelIds(serverPinned: unknown, userPinned: readonly string[]): string[] {
  const server = Array.isArray(serverPinned)
    ? serverPinned.filter((x): x is string => typeof x === 'string')
    : [];
  return [...new Set([...server, ...userPinned])];
}

import type { QueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import type { StoredAccount } from '@/account/index.ts';
import type { SettingsStore } from '@/store/index.ts';
import { availableSources, feedPrefsOf, resolveSource } from '@/timeline/index.ts';
import { apiAs, rememberEarlyRequests, type Api } from '@/api/index.ts';
import { feedQueryOptions, mainTimelineFeed } from '@/queries/index.ts';

/**
 * Opening /secure/timeline, the first page of notes is asked for at once (the page's code too, see
 * boot), in parallel with the rest of start-up, instead of after the page has rendered (first note sooner).
 * Only when the stored tab is known to be allowed (policies of the last meta this device saw). The
 * request is kept for the early script of the next start (src/early.js), which sends it sooner still.
 */
export function startTimelineEarly(
  queryClient: QueryClient,
  account: StoredAccount,
  settings: SettingsStore,
): void {
  if (location.pathname !== '/secure/timeline') return;
  let policies: entities.RolePolicies | undefined;
  try {
    policies = (JSON.parse(localStorage.getItem('instance') ?? 'null') as entities.MetaDetailed | null)
      ?.policies;
  } catch {
    policies = undefined;
  }
  const stored = settings.get('tl').src;
  const none = () => rememberEarlyRequests(account.id, location.pathname, []);
  // a pinned channel's tab: its notes are read by the page
  if (stored === 'channel') return none();
  const src = resolveSource(stored, availableSources(policies));
  if (src !== stored && resolveSource(stored, ['home', 'local', 'social', 'global']) === stored)
    return none();
  const as = apiAs(account.token);
  const remembering: Api = (endpoint, params, signal) => {
    rememberEarlyRequests(account.id, location.pathname, [{ endpoint, params: params ?? {} }]);
    return as(endpoint, params, signal);
  };
  const feed = mainTimelineFeed(
    remembering,
    src,
    settings.get('showTimelineReplies'),
    {},
    feedPrefsOf(settings),
  );
  void queryClient.prefetchInfiniteQuery(feedQueryOptions(feed));
}

// Resource module: what the server offers beyond plain Misskey (the endpoint list) and the rules
// that decide whether an optional feature is shown.
import { useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { api } from '@/api/index.ts';

export const featureKeys = { endpoints: ['endpoints'] as const };

/**
 * Features that differ between Misskey versions and forks. Each is shown only when the server
 * shows it has it (in `i` or in its endpoint list), never by version string.
 */
export type ServerFeature =
  | 'hardMute'
  | 'avatarDecorations'
  | 'chat'
  | 'noteEdit'
  | 'subscription'
  | 'subscriptionPlans'
  | 'points'
  | 'pinnedChannels'
  | 'queueJobs'
  | 'captchaSettings'
  | 'channelMute'
  | 'antennaRemoveNote'
  | 'driveMoveBulk'
  | 'noteDrafts'
  | 'forkScheduledNotes'
  | 'birthdays';

const BY_ENDPOINT: Record<
  Exclude<ServerFeature, 'hardMute' | 'pinnedChannels'>,
  (name: string) => boolean
> = {
  avatarDecorations: (n) => n === 'get-avatar-decorations',
  // Misskey 2025.4+ (MisskeyIO has none of it)
  chat: (n) => n === 'chat/history',
  noteEdit: (n) => n === 'notes/update',
  subscription: (n) => n.startsWith('subscription'),
  subscriptionPlans: (n) => n.startsWith('admin/subscription-plans/'),
  points: (n) => n.startsWith('points'),
  queueJobs: (n) => n === 'admin/queue/jobs',
  captchaSettings: (n) => n === 'admin/captcha/current',
  // upstream Misskey 2026.7's smaller endpoints, absent from older servers and forks
  channelMute: (n) => n === 'channels/mute/create',
  antennaRemoveNote: (n) => n === 'antennas/remove-note',
  driveMoveBulk: (n) => n === 'drive/files/move-bulk',
  // the birthdays of the people one follows (the birthday widget)
  birthdays: (n) => n === 'users/get-following-users-by-birthday',
  // upstream 2026.7 keeps drafts (and scheduled notes, as drafts) on the server
  noteDrafts: (n) => n === 'notes/drafts/create',
  // the MisskeyIO fork schedules through notes/create and lists them here instead
  forkScheduledNotes: (n) => n === 'notes/scheduled/list',
};

/**
 * Which optional features this server has; an endpoint list not loaded yet offers none of its
 * features. Channels pinned to the local timeline are a setting of some forks' meta
 * (`pinnedLtlChannelIds`): offered when the server's meta carries it.
 */
export function serverFeatures(
  me: Partial<entities.MeDetailed> | null | undefined,
  endpoints: readonly string[] | undefined,
  meta?: object,
): Record<ServerFeature, boolean> {
  const has = (test: (name: string) => boolean) => Array.isArray(endpoints) && endpoints.some(test);
  return {
    // a server without hard mute answers i/update with it, but leaves the field out of `i`
    hardMute: Array.isArray(me?.hardMutedWords),
    avatarDecorations: has(BY_ENDPOINT.avatarDecorations),
    chat: has(BY_ENDPOINT.chat),
    noteEdit: has(BY_ENDPOINT.noteEdit),
    subscription: has(BY_ENDPOINT.subscription),
    subscriptionPlans: has(BY_ENDPOINT.subscriptionPlans),
    points: has(BY_ENDPOINT.points),
    queueJobs: has(BY_ENDPOINT.queueJobs),
    captchaSettings: has(BY_ENDPOINT.captchaSettings),
    channelMute: has(BY_ENDPOINT.channelMute),
    antennaRemoveNote: has(BY_ENDPOINT.antennaRemoveNote),
    driveMoveBulk: has(BY_ENDPOINT.driveMoveBulk),
    noteDrafts: has(BY_ENDPOINT.noteDrafts),
    forkScheduledNotes: has(BY_ENDPOINT.forkScheduledNotes),
    birthdays: has(BY_ENDPOINT.birthdays),
    pinnedChannels: Array.isArray(
      (meta as { pinnedLtlChannelIds?: unknown } | undefined)?.pinnedLtlChannelIds,
    ),
  };
}

/** The server's endpoint list (`endpoints`), asked once an hour. */
export function useEndpoints(): readonly string[] | undefined {
  return useQuery({
    queryKey: featureKeys.endpoints,
    queryFn: () => api('endpoints', {}),
    staleTime: 60 * 60_000,
  }).data;
}

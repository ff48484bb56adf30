import type { entities } from 'misskey-js';
import { knownKey, lang, t } from '@/i18n/index.ts';

/**
 * The policy keys in the order the roles page lists them: the spec's list first (P1 §3), then the
 * other keys Misskey 2025 sends. Keys a server sends beyond these are listed last under their own name.
 */
export const POLICY_ORDER = [
  'gtlAvailable',
  'ltlAvailable',
  'canPublicNote',
  'mentionLimit',
  'canInvite',
  'inviteLimit',
  'inviteLimitCycle',
  'inviteExpirationTime',
  'canManageCustomEmojis',
  'canManageAvatarDecorations',
  'canRequestCustomEmojis',
  'canCreateToken',
  'canSearchNotes',
  'canSearchUsers',
  'canUseTranslator',
  'canCreateChannel',
  'canCreatePrivateChannel',
  'canHideAds',
  'driveCapacityMb',
  'additionalDriveCapacityMb',
  'maxFileSizeMb',
  'uploadableFileTypes',
  'alwaysMarkNsfw',
  'canUpdateBioMedia',
  'pinLimit',
  'antennaLimit',
  'wordMuteLimit',
  'webhookLimit',
  'clipLimit',
  'noteEachClipsLimit',
  'userListLimit',
  'userEachUserListsLimit',
  'rateLimitFactor',
  'avatarDecorationLimit',
  'canImportAntennas',
  'canImportBlocking',
  'canImportFollowing',
  'canImportMuting',
  'canImportUserLists',
  'chatAvailability',
  'noteDraftLimit',
  'scheduledNoteLimit',
  'watermarkAvailable',
] as const;

export type PolicyKey = (typeof POLICY_ORDER)[number];

const MB_KEYS = new Set<string>(['driveCapacityMb', 'additionalDriveCapacityMb', 'maxFileSizeMb']);
const MINUTE_KEYS = new Set<string>(['inviteLimitCycle', 'inviteExpirationTime']);

export interface PolicyRow {
  key: string;
  label: string;
  value: string;
}

function number(n: number): string {
  return new Intl.NumberFormat(lang()).format(n);
}

/** Minutes as the largest whole unit: 10080 → "7 days", 90 → "90 minutes". */
export function formatMinutes(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return t('policyDays', { n: number(minutes / 1440) });
  if (minutes > 0 && minutes % 60 === 0) return t('policyHours', { n: number(minutes / 60) });
  return t('policyMinutes', { n: number(minutes) });
}

/** One policy value as a person reads it (yes/no, sizes in MB, durations, factors). */
export function formatPolicyValue(key: string, value: unknown): string {
  if (typeof value === 'boolean') return value ? t('policyYes') : t('policyNo');
  if (Array.isArray(value)) return value.length === 0 ? t('policyNone') : value.map(String).join(', ');
  if (typeof value === 'number') {
    if (MB_KEYS.has(key)) return t('policyMb', { n: number(value) });
    // 0 means "no limit on creating codes" and "codes never expire" for these two
    if (key === 'inviteLimit' && value === 0) return t('policyUnlimited');
    if (key === 'inviteExpirationTime' && value === 0) return t('policyNoExpiry');
    if (MINUTE_KEYS.has(key)) return formatMinutes(value);
    if (key === 'rateLimitFactor') return t('policyFactor', { n: number(value) });
    return number(value);
  }
  if (key === 'chatAvailability' && typeof value === 'string') {
    const id = knownKey(`policyChat.${value}`);
    return id ? t(id) : value;
  }
  if (value == null) return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The label of a policy key: `policy.<key>` when Kumo has one, else the key itself. */
export function policyLabel(key: string): string {
  const id = knownKey(`policy.${key}`);
  return id ? t(id) : key;
}

/** All policies the server sent, as labelled rows: known keys in POLICY_ORDER, then any others. */
export function policyRows(policies: entities.RolePolicies | Record<string, unknown>): PolicyRow[] {
  const values = policies as Record<string, unknown>;
  const known = POLICY_ORDER.filter((k) => k in values);
  const extra = Object.keys(values)
    .filter((k) => !(POLICY_ORDER as readonly string[]).includes(k))
    .sort();
  return [...known, ...extra].map((key) => ({
    key,
    label: policyLabel(key),
    value: formatPolicyValue(key, values[key]),
  }));
}

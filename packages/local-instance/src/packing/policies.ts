import type { entities } from 'misskey-js';
import type { Instance } from '../context.ts';
import type { Db } from '../db/open.ts';
import type { UserRow } from '../db/rows.ts';
import { parseJson } from '../db/statement.ts';
import { combinePolicies, type RolePolicy } from '../services/role-policies.ts';
import { rolesOfUser } from '../services/roles.ts';

export const DEFAULT_POLICIES: entities.RolePolicies = {
  gtlAvailable: true,
  ltlAvailable: true,
  canPublicNote: true,
  mentionLimit: 20,
  canInvite: false,
  inviteLimit: 0,
  inviteLimitCycle: 60 * 24 * 7,
  inviteExpirationTime: 0,
  canManageCustomEmojis: false,
  canManageAvatarDecorations: false,
  canSearchNotes: false,
  canSearchUsers: true,
  canUseTranslator: false,
  canHideAds: false,
  canCreateChannel: true,
  driveCapacityMb: 1024,
  maxFileSizeMb: 50,
  uploadableFileTypes: ['text/*', 'application/json', 'image/*', 'video/*', 'audio/*'],
  alwaysMarkNsfw: false,
  canUpdateBioMedia: true,
  pinLimit: 5,
  antennaLimit: 5,
  wordMuteLimit: 200,
  webhookLimit: 3,
  clipLimit: 10,
  noteEachClipsLimit: 200,
  userListLimit: 10,
  userEachUserListsLimit: 50,
  rateLimitFactor: 1,
  avatarDecorationLimit: 1,
  canImportAntennas: true,
  canImportBlocking: true,
  canImportFollowing: true,
  canImportMuting: true,
  canImportUserLists: true,
  // 'available' as on the recorded upstream server (fixtures/misskey-2026.7.0, whose README says its
  // administrators set it: Misskey's own base role ships with another value)
  chatAvailability: 'available',
  noteDraftLimit: 10,
  scheduledNoteLimit: 1,
  watermarkAvailable: false,
};

export function policiesFor(user: UserRow | null, maxUploadSize: number): entities.RolePolicies {
  // the largest upload the instance takes, exactly (256 kB is 0.25): every file it accepts may go in
  const base = { ...DEFAULT_POLICIES, maxFileSizeMb: maxUploadSize / (1024 * 1024) };
  if (user?.isAdmin) {
    return {
      ...base,
      canManageCustomEmojis: true,
      canManageAvatarDecorations: true,
      canSearchNotes: true,
      canHideAds: true,
      canInvite: true,
    };
  }
  return base;
}

const DEFAULT_POLICIES_KEY = 'defaultPolicies';

/** The base-role policies an administrator set (admin/roles/update-default-policies), over the built-in ones. */
export function storedDefaultPolicies(db: Db): Partial<entities.RolePolicies> {
  const row = db.prepare('SELECT value FROM kv WHERE key = ?').get(DEFAULT_POLICIES_KEY) as
    { value: string } | undefined;
  if (!row) return {};
  try {
    const parsed = JSON.parse(row.value) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Partial<entities.RolePolicies>)
      : {};
  } catch {
    return {};
  }
}

export function storeDefaultPolicies(db: Db, policies: Record<string, unknown>): void {
  // only known keys are kept, as Misskey's role service reads only those
  const known = Object.fromEntries(Object.entries(policies).filter(([k]) => k in DEFAULT_POLICIES));
  db.prepare('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)').run(
    DEFAULT_POLICIES_KEY,
    JSON.stringify(known),
  );
}

/** A user's (or, for null, a visitor's) policies: built-in defaults, then the stored base-role policies. */
export function effectivePolicies(inst: Instance, user: UserRow | null): entities.RolePolicies {
  const own = policiesFor(user, inst.options.maxUploadSize);
  const base = { ...own, ...storedDefaultPolicies(inst.db) };
  const roles = user ? rolesOfUser(inst.db, user) : [];
  const combined = combinePolicies(
    base,
    roles.map((r) => parseJson<Record<string, RolePolicy>>(r.policies, {})),
  );
  // the administrator role's extra abilities stay on top of what the other roles say
  return user?.isAdmin ? { ...combined, ...adminExtras(own) } : combined;
}

function adminExtras(p: entities.RolePolicies): Partial<entities.RolePolicies> {
  return {
    canManageCustomEmojis: p.canManageCustomEmojis,
    canManageAvatarDecorations: p.canManageAvatarDecorations,
    canSearchNotes: p.canSearchNotes,
    canHideAds: p.canHideAds,
    canInvite: p.canInvite,
  };
}

export const ADMIN_ROLE: entities.RoleLite = {
  id: '9xadm1n0000000000',
  name: 'Administrator',
  color: '#f58220',
  iconUrl: null,
  description: 'The people who run Kumo Local.',
  isModerator: false,
  isAdministrator: true,
  displayOrder: 100,
};

import type { entities } from 'misskey-js';
import type { UserRow } from '../db/rows.ts';

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
  canCreateChannel: false,
  driveCapacityMb: 1024,
  maxFileSizeMb: 50,
  uploadableFileTypes: ['text/plain', 'application/json', 'image/*', 'video/*', 'audio/*'],
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
  chatAvailability: 'unavailable',
  noteDraftLimit: 10,
  scheduledNoteLimit: 1,
  watermarkAvailable: false,
};

export function policiesFor(user: UserRow | null, maxUploadSize: number): entities.RolePolicies {
  const base = { ...DEFAULT_POLICIES, maxFileSizeMb: Math.floor(maxUploadSize / (1024 * 1024)) };
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

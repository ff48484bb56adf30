import type { entities } from 'misskey-js';
import { alsoKnownAsOf, movedToOf } from '../services/account-aliases.ts';
import type { PackContext } from '../context.ts';
import type { DriveFileRow, NoteRow, RoleRow, UserRow } from '../db/rows.ts';
import { all, one, parseJson } from '../db/statement.ts';
import { findUserById, isFollowing } from '../services/users.ts';
import { userSettings } from '../services/user-settings.ts';
import { packNote } from './note.ts';
import { ADMIN_ROLE, effectivePolicies } from './policies.ts';
import { packRoleLite, ranksOf, rolesOfUser } from '../services/roles.ts';
import { BACKUP_CODE_COUNT, twoFactorState, type TwoFactorState } from '../services/two-factor.ts';
import { emailOf } from '../services/user-emails.ts';
import { packAnnouncement } from './announcement.ts';
import { fileUrl, thumbnailUrl } from './drive-file.ts';
import { hasFollowRequest } from '../services/follow-requests.ts';
import { achievementsOf } from '../services/achievements.ts';
import { relationFlags } from '../services/mutes.ts';
import { loggedInDates } from '../services/logged-in-days.ts';
import { maySeeFollowList, type FollowListVisibility } from '../services/follow-list-visibility.ts';
import { chatRights, chatScopeOf } from '../services/chat-scope.ts';
import { hasUnreadChat } from '../services/chat-unread.ts';

const ONLINE_MS = 10 * 60 * 1000;
const ACTIVE_MS = 3 * 24 * 60 * 60 * 1000;

export function getUser(pc: PackContext, id: string): UserRow | undefined {
  let u = pc.users.get(id);
  if (!u) {
    u = findUserById(pc.inst.db, id);
    if (u) pc.users.set(id, u);
  }
  return u;
}

export function avatarUrlOf(pc: PackContext, user: UserRow): string {
  if (user.avatarId) {
    const file = one<DriveFileRow>(pc.inst.db, 'SELECT * FROM drive_files WHERE id = ?', user.avatarId);
    if (file) return thumbnailUrl(pc.origin, file) ?? fileUrl(pc.origin, file);
  }
  return `${pc.origin}/avatar/@${user.username}@${new URL(pc.origin).host}`;
}

function onlineStatus(user: UserRow): entities.UserLite['onlineStatus'] {
  if (user.hideOnlineStatus || user.lastActiveAt == null) return 'unknown';
  const elapsed = Date.now() - user.lastActiveAt;
  if (elapsed < ONLINE_MS) return 'online';
  if (elapsed < ACTIVE_MS) return 'active';
  return 'offline';
}

export function packUserLite(pc: PackContext, user: UserRow): entities.UserLite {
  pc.users.set(user.id, user);
  let avatarBlurhash: string | null = null;
  if (user.avatarId) {
    avatarBlurhash =
      one<{ blurhash: string | null }>(
        pc.inst.db,
        'SELECT blurhash FROM drive_files WHERE id = ?',
        user.avatarId,
      )?.blurhash ?? null;
  }
  return {
    id: user.id,
    name: user.name,
    username: user.username,
    host: null,
    avatarUrl: avatarUrlOf(pc, user),
    avatarBlurhash,
    avatarDecorations: [],
    isBot: !!user.isBot,
    isCat: !!user.isCat,
    requireSigninToViewContents: false,
    makeNotesFollowersOnlyBefore: null,
    makeNotesHiddenBefore: null,
    emojis: {},
    onlineStatus: onlineStatus(user),
    badgeRoles: [...(user.isAdmin ? [ADMIN_ROLE] : []), ...heldRoles(pc, user).filter((r) => r.asBadge)].map(
      (r) => ({ name: r.name, iconUrl: r.iconUrl, displayOrder: r.displayOrder }),
    ),
  };
}

/** The stored roles a user holds now, read once per request. */
function heldRoles(pc: PackContext, user: UserRow): RoleRow[] {
  let roles = pc.roles.get(user.id);
  if (!roles) {
    roles = rolesOfUser(pc.inst.db, user);
    pc.roles.set(user.id, roles);
  }
  return roles;
}

/** The two-factor flags Misskey shows on every detailed user. */
function twoFactorFlags(tf: TwoFactorState) {
  return {
    twoFactorEnabled: tf.enabled,
    usePasswordLessLogin: tf.usePasswordLessLogin,
    securityKeys: tf.securityKeys.length > 0,
  };
}

export function packUserLiteById(pc: PackContext, id: string): entities.UserLite {
  const user = getUser(pc, id);
  if (!user) throw new Error(`user ${id} not found`);
  return packUserLite(pc, user);
}

function count(pc: PackContext, sql: string, id: string): number {
  return one<{ c: number }>(pc.inst.db, sql, id)?.c ?? 0;
}

function packDetailedOnly(pc: PackContext, user: UserRow): entities.UserDetailedNotMeOnly {
  const db = pc.inst.db;
  const me = pc.me;
  const pinnedNoteIds = parseJson<string[]>(user.pinnedNoteIds, []);
  const pinnedNotes: entities.Note[] = [];
  for (const id of pinnedNoteIds) {
    const row = one<NoteRow>(db, 'SELECT * FROM notes WHERE id = ?', id);
    if (row) pinnedNotes.push(packNote(pc, row));
  }
  let banner: DriveFileRow | undefined;
  if (user.bannerId) banner = one<DriveFileRow>(db, 'SELECT * FROM drive_files WHERE id = ?', user.bannerId);
  const settings = userSettings(user);
  const maySeeList = (visibility: FollowListVisibility) =>
    maySeeFollowList(
      db,
      visibility,
      user.id,
      me,
      (viewer) => ranksOf(viewer, heldRoles(pc, viewer)).isModerator,
    );
  const relation =
    me && me.id !== user.id
      ? {
          isFollowing: isFollowing(db, me.id, user.id),
          isFollowed: isFollowing(db, user.id, me.id),
          hasPendingFollowRequestFromYou: hasFollowRequest(db, me.id, user.id),
          hasPendingFollowRequestToYou: hasFollowRequest(db, user.id, me.id),
          ...relationFlags(db, me.id, user.id),
          notify: 'none' as const,
          withReplies: false,
        }
      : {};
  return {
    url: null,
    uri: null,
    movedTo: movedToOf(db, user.id),
    alsoKnownAs: alsoKnownAsOf(db, pc.origin, user.id),
    createdAt: new Date(user.createdAt).toISOString(),
    updatedAt: user.updatedAt ? new Date(user.updatedAt).toISOString() : null,
    lastFetchedAt: null,
    bannerUrl: banner ? fileUrl(pc.origin, banner) : null,
    bannerBlurhash: banner?.blurhash ?? null,
    isLocked: !!user.isLocked,
    isSilenced: false,
    isSuspended: !!user.isSuspended,
    description: user.description,
    location: user.location,
    birthday: user.birthday,
    lang: user.lang,
    fields: parseJson(user.fields, []),
    verifiedLinks: [],
    // as Misskey: a list the viewer may not see counts 0
    followersCount: maySeeList(user.followersVisibility)
      ? count(pc, 'SELECT COUNT(*) AS c FROM follows WHERE followeeId = ?', user.id)
      : 0,
    followingCount: maySeeList(user.followingVisibility)
      ? count(pc, 'SELECT COUNT(*) AS c FROM follows WHERE followerId = ?', user.id)
      : 0,
    notesCount: count(pc, 'SELECT COUNT(*) AS c FROM notes WHERE userId = ?', user.id),
    pinnedNoteIds: pinnedNotes.map((n) => n.id),
    pinnedNotes,
    pinnedPageId: null,
    pinnedPage: null,
    publicReactions: !!user.publicReactions,
    followingVisibility: user.followingVisibility,
    followersVisibility: user.followersVisibility,
    chatScope: chatScopeOf(settings.chatScope),
    canChat: chatRights(effectivePolicies(pc.inst, user).chatAvailability).write,
    roles: [
      ...(user.isAdmin ? [ADMIN_ROLE] : []),
      ...heldRoles(pc, user)
        .filter((r) => r.isPublic)
        .map(packRoleLite),
    ],
    memo: me
      ? (one<{ memo: string }>(
          db,
          'SELECT memo FROM user_memos WHERE userId = ? AND targetUserId = ?',
          me.id,
          user.id,
        )?.memo ?? null)
      : null,
    // as Misskey: the message for new followers is shown to the user and to those who follow them
    ...(me?.id === user.id || (relation && 'isFollowing' in relation && relation.isFollowing)
      ? { followedMessage: settings.followedMessage }
      : {}),
    ...twoFactorFlags(twoFactorState(db, user.id)),
    ...relation,
  };
}

export function packUserDetailed(pc: PackContext, user: UserRow): entities.UserDetailed {
  if (pc.me?.id === user.id) return packMe(pc, user);
  const detailed: entities.UserDetailedNotMe = { ...packUserLite(pc, user), ...packDetailedOnly(pc, user) };
  return detailed;
}

/** A user as a list answers it: UserDetailed, or UserLite when the caller asked for `detail: false`. */
export function packUserOfList(pc: PackContext, user: UserRow, detail: boolean | undefined): entities.User {
  return detail === false ? packUserLite(pc, user) : packUserDetailed(pc, user);
}

export function packMe(pc: PackContext, user: UserRow): entities.MeDetailed {
  const db = pc.inst.db;
  const settings = userSettings(user);
  const email = emailOf(db, user.id);
  const unreadNotificationsCount = count(
    pc,
    'SELECT COUNT(*) AS c FROM notifications WHERE notifieeId = ? AND isRead = 0',
    user.id,
  );
  const unreadAnnouncements = all<Parameters<typeof packAnnouncement>[1]>(
    db,
    `SELECT a.* FROM announcements a
     WHERE a.isActive = 1 AND (a.userId IS NULL OR a.userId = ?)
       AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcementId = a.id AND r.userId = ?)
     ORDER BY a.id DESC`,
    user.id,
    user.id,
  ).map((a) => packAnnouncement(pc, a, false));
  const hasUnreadMentions =
    one(
      db,
      "SELECT 1 FROM notifications WHERE notifieeId = ? AND isRead = 0 AND type IN ('mention', 'reply') LIMIT 1",
      user.id,
    ) != null;
  const tf = twoFactorState(db, user.id);
  const me: entities.MeDetailed = {
    ...packUserLite(pc, user),
    ...packDetailedOnly(pc, user),
    avatarId: user.avatarId,
    bannerId: user.bannerId,
    followedMessage: settings.followedMessage,
    ...ranksOf(user, heldRoles(pc, user)),
    injectFeaturedNote: settings.injectFeaturedNote,
    receiveAnnouncementEmail: settings.receiveAnnouncementEmail,
    alwaysMarkNsfw: settings.alwaysMarkNsfw,
    autoSensitive: settings.autoSensitive,
    carefulBot: settings.carefulBot,
    autoAcceptFollowed: settings.autoAcceptFollowed,
    noCrawle: settings.noCrawle,
    preventAiLearning: settings.preventAiLearning,
    isExplorable: !!user.isExplorable,
    isDeleted: !!user.isDeleted,
    twoFactorBackupCodesStock:
      tf.backupCodesLeft === 0 ? 'none' : tf.backupCodesLeft >= BACKUP_CODE_COUNT ? 'full' : 'partial',
    hideOnlineStatus: !!user.hideOnlineStatus,
    hasUnreadSpecifiedNotes: false,
    hasUnreadMentions,
    hasUnreadAnnouncement: unreadAnnouncements.length > 0,
    unreadAnnouncements,
    hasUnreadAntenna: false,
    hasUnreadChannel: false,
    hasUnreadChatMessages: hasUnreadChat(pc.inst, user.id),
    hasUnreadNotification: unreadNotificationsCount > 0,
    hasPendingReceivedFollowRequest:
      one(db, 'SELECT 1 FROM follow_requests WHERE followeeId = ? LIMIT 1', user.id) != null,
    unreadNotificationsCount,
    // misskey-js types these string[][], but Misskey keeps `/regex/flags` entries as plain strings
    mutedWords: settings.mutedWords as string[][],
    hardMutedWords: settings.hardMutedWords as string[][],
    mutedInstances: settings.mutedInstances,
    notificationRecieveConfig: settings.notificationRecieveConfig,
    emailNotificationTypes: settings.emailNotificationTypes,
    achievements: achievementsOf(db, user.id),
    loggedInDays: loggedInDates(user).length,
    policies: effectivePolicies(pc.inst, user),
    ...twoFactorFlags(tf),
    email: email?.email ?? null,
    emailVerified: email?.emailVerified ?? false,
    securityKeysList: tf.securityKeys.map((k) => ({
      id: k.id,
      name: k.name,
      lastUsed: new Date(k.lastUsed).toISOString(),
    })),
  };
  return me;
}

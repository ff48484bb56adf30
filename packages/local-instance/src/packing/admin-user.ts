import type { entities } from 'misskey-js';
import type { PackContext } from '../context.ts';
import { dateOfId } from '../db/ids.ts';
import type { UserRow } from '../db/rows.ts';
import { all } from '../db/statement.ts';
import { packRole, ranksOf, rolesOfUser } from '../services/roles.ts';
import { emailOf } from '../services/user-emails.ts';
import { userSettings } from '../services/user-settings.ts';
import { effectivePolicies } from './policies.ts';

type AdminUser = entities.AdminShowUserResponse;

/** What `admin/show-user` tells moderators about an account, as Misskey's endpoint packs it. */
export function packAdminUser(pc: PackContext, user: UserRow): AdminUser {
  const db = pc.inst.db;
  const settings = userSettings(user);
  const email = emailOf(db, user.id);
  const roles = rolesOfUser(db, user);
  const signins = all<{ id: string; ip: string; headers: string; success: number }>(
    db,
    'SELECT id, ip, headers, success FROM signins WHERE userId = ? ORDER BY id DESC LIMIT 30',
    user.id,
  );
  const assigns = all<{ roleId: string; createdAt: number; expiresAt: number | null }>(
    db,
    `SELECT roleId, createdAt, expiresAt FROM role_assignments
     WHERE userId = ? AND (expiresAt IS NULL OR expiresAt > ?) ORDER BY createdAt`,
    user.id,
    Date.now(),
  );
  return {
    email: email?.email ?? null,
    emailVerified: email?.emailVerified ?? false,
    followedMessage: settings.followedMessage,
    autoAcceptFollowed: settings.autoAcceptFollowed,
    noCrawle: settings.noCrawle,
    preventAiLearning: settings.preventAiLearning,
    alwaysMarkNsfw: settings.alwaysMarkNsfw,
    autoSensitive: settings.autoSensitive,
    carefulBot: settings.carefulBot,
    injectFeaturedNote: settings.injectFeaturedNote,
    receiveAnnouncementEmail: settings.receiveAnnouncementEmail,
    mutedWords: settings.mutedWords,
    mutedInstances: settings.mutedInstances,
    notificationRecieveConfig: settings.notificationRecieveConfig,
    isModerator: ranksOf(user, roles).isModerator,
    isSilenced: false,
    isSuspended: !!user.isSuspended,
    isHibernated: false,
    lastActiveDate: user.lastActiveAt ? new Date(user.lastActiveAt).toISOString() : null,
    moderationNote: user.moderationNote ?? '',
    signins: signins.map((s) => ({
      id: s.id,
      createdAt: new Date(dateOfId(s.id)).toISOString(),
      ip: s.ip,
      headers: JSON.parse(s.headers) as Record<string, never>,
      success: s.success === 1,
    })),
    policies: effectivePolicies(pc.inst, user),
    roles: roles.map((r) => packRole(db, r)),
    roleAssigns: assigns.map((a) => ({
      roleId: a.roleId,
      createdAt: new Date(a.createdAt).toISOString(),
      expiresAt: a.expiresAt === null ? null : new Date(a.expiresAt).toISOString(),
    })),
  } as AdminUser;
}

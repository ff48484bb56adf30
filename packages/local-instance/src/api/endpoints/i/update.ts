import { defineEndpoint, type CallContext } from '../../endpoint.ts';
import { CHAT_SCOPES } from '../../../services/chat-scope.ts';
import type { UserRow } from '../../../db/rows.ts';
import { resolveLocalAcct } from '../../../services/account-import.ts';
import { movedToOf, setAliases } from '../../../services/account-aliases.ts';
import { ApiError } from '../../errors.ts';
import type { Schema } from '../../schema.ts';
import { id } from '../../schema.ts';
import { HOUR } from '../../rate-limit.ts';
import { findUserById } from '../../../services/users.ts';
import { findDriveFile } from '../../../services/drive.ts';
import { userSettings } from '../../../services/user-settings.ts';
import { packMe, packUserDetailed } from '../../../packing/user.ts';
import { packContext } from '../../../context.ts';
import { run } from '../../../db/statement.ts';
import { invalidRegexRule, mutedWordsSize } from '../../../services/word-mute.ts';
import { effectivePolicies } from '../../../packing/policies.ts';

const E = {
  noSuchAvatar: {
    message: 'No such avatar file.',
    code: 'NO_SUCH_AVATAR',
    id: '539f3a45-f215-4f81-a9a8-31293640207f',
  },
  noSuchBanner: {
    message: 'No such banner file.',
    code: 'NO_SUCH_BANNER',
    id: '0d8f5629-f210-41c2-9433-735831a58595',
  },
  avatarNotAnImage: {
    message: 'The file specified as an avatar is not an image.',
    code: 'AVATAR_NOT_AN_IMAGE',
    id: 'f419f9f8-2f4d-46b1-9fb4-49d3a2fd7191',
  },
  bannerNotAnImage: {
    message: 'The file specified as a banner is not an image.',
    code: 'BANNER_NOT_AN_IMAGE',
    id: '75aedb19-2afd-4e6d-87fc-67941256fa60',
  },
  invalidRegexp: {
    message: 'Invalid Regular Expression.',
    code: 'INVALID_REGEXP',
    id: '0d786918-10df-41cd-8f33-8dec7d9a89a5',
  },
  noSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5' },
  forbiddenToSetYourself: {
    message: "You can't set yourself as your own alias.",
    code: 'FORBIDDEN_TO_SET_YOURSELF',
    id: '25c90186-4ab0-49c8-9bba-a1fa6c202ba4',
  },
  yourAccountMoved: {
    message: 'You have moved your account.',
    code: 'YOUR_ACCOUNT_MOVED',
    id: '56f20ec9-fd06-4fa5-841b-edd6d7d4fa31',
    httpStatusCode: 403,
  },
  tooManyMutedWords: {
    message: 'Too many muted words.',
    code: 'TOO_MANY_MUTED_WORDS',
    id: '010665b1-a211-42d2-bc64-8f6609d79785',
  },
  restrictedByRole: {
    message: 'This feature is restricted by your role.',
    code: 'RESTRICTED_BY_ROLE',
    id: '8feff0ba-5ab5-585b-31f4-4df816663fad',
  },
};

/** Local user ids for alsoKnownAs accts, after Misskey's checks (this instance resolves local accounts only). */
function resolveAliases(ctx: CallContext, me: UserRow, accts: string[]): string[] {
  if (movedToOf(ctx.inst.db, me.id)) throw new ApiError(E.yourAccountMoved);
  const host = new URL(ctx.origin).host;
  return accts.map((line) => {
    if (!line) throw new ApiError(E.noSuchUser);
    const user = resolveLocalAcct(ctx.inst, line, host);
    if (!user) throw new ApiError(E.noSuchUser);
    if (user.id === me.id) throw new ApiError(E.forbiddenToSetYourself);
    return user.id;
  });
}

const bool: Schema = { type: 'boolean' };

const visibility: Schema = { type: 'string', enum: ['public', 'followers', 'private'] };

const words: Schema = { type: 'array', items: { type: 'any' } };

export default defineEndpoint(
  'i/update',
  {
    requireCredential: true,
    kind: 'write:account',
    limit: { duration: HOUR, max: 20 },
    params: {
      type: 'object',
      properties: {
        name: { type: 'string', nullable: true, maxLength: 50 },
        description: { type: 'string', nullable: true, maxLength: 1500 },
        followedMessage: { type: 'string', nullable: true, maxLength: 256 },
        location: { type: 'string', nullable: true, maxLength: 50 },
        birthday: { type: 'string', nullable: true, pattern: /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/ },
        lang: { type: 'string', nullable: true },
        avatarId: id({ nullable: true }),
        bannerId: id({ nullable: true }),
        fields: {
          type: 'array',
          maxItems: 16,
          items: {
            type: 'object',
            properties: { name: { type: 'string' }, value: { type: 'string' } },
            required: ['name', 'value'],
          },
        },
        isLocked: bool,
        isExplorable: bool,
        hideOnlineStatus: bool,
        publicReactions: bool,
        carefulBot: bool,
        autoAcceptFollowed: bool,
        noCrawle: bool,
        preventAiLearning: bool,
        isBot: bool,
        isCat: bool,
        injectFeaturedNote: bool,
        receiveAnnouncementEmail: bool,
        alwaysMarkNsfw: bool,
        autoSensitive: bool,
        followingVisibility: visibility,
        followersVisibility: visibility,
        mutedWords: words,
        hardMutedWords: words,
        mutedInstances: { type: 'array', items: { type: 'string' } },
        notificationRecieveConfig: { type: 'any' },
        emailNotificationTypes: { type: 'array', items: { type: 'string' } },
        alsoKnownAs: { type: 'array', maxItems: 10, uniqueItems: true, items: { type: 'string' } },
        chatScope: { type: 'string', enum: [...CHAT_SCOPES] },
      },
    },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const cols: Record<string, unknown> = {};
    const simple = ['name', 'description', 'location', 'birthday', 'lang'] as const;
    for (const k of simple) if (ps[k] !== undefined) cols[k] = ps[k] === '' ? null : ps[k];
    const flags = [
      'isLocked',
      'isExplorable',
      'hideOnlineStatus',
      'publicReactions',
      'isBot',
      'isCat',
    ] as const;
    for (const k of flags) if (ps[k] !== undefined) cols[k] = ps[k] ? 1 : 0;
    if (ps.followingVisibility) cols.followingVisibility = ps.followingVisibility;
    if (ps.followersVisibility) cols.followersVisibility = ps.followersVisibility;
    if (ps.fields !== undefined)
      cols.fields = JSON.stringify(ps.fields.filter((f) => f.name !== '' || f.value !== ''));
    for (const [key, err, notImage] of [
      ['avatarId', E.noSuchAvatar, E.avatarNotAnImage],
      ['bannerId', E.noSuchBanner, E.bannerNotAnImage],
    ] as const) {
      const v = ps[key];
      if (v === undefined) continue;
      if (v === null) {
        cols[key] = null;
        continue;
      }
      // a role without canUpdateBioMedia may take its avatar and banner off, not put new ones on
      if (!effectivePolicies(ctx.inst, me).canUpdateBioMedia) throw new ApiError(E.restrictedByRole);
      const file = findDriveFile(ctx.inst, v);
      if (!file || file.userId !== me.id) throw new ApiError(err);
      if (!file.type.startsWith('image/')) throw new ApiError(notImage);
      cols[key] = file.id;
    }
    const aliases = ps.alsoKnownAs ? resolveAliases(ctx, me, ps.alsoKnownAs) : null;
    const settings = userSettings(me);
    const settingKeys = [
      'followedMessage',
      'carefulBot',
      'autoAcceptFollowed',
      'noCrawle',
      'preventAiLearning',
      'injectFeaturedNote',
      'receiveAnnouncementEmail',
      'alwaysMarkNsfw',
      'autoSensitive',
      'mutedInstances',
      'notificationRecieveConfig',
      'emailNotificationTypes',
      'chatScope',
    ] as const;
    // the setting cannot be changed while a role marks every file sensitive anyway
    if (ps.alwaysMarkNsfw !== undefined && effectivePolicies(ctx.inst, me).alwaysMarkNsfw)
      throw new ApiError(E.restrictedByRole);
    const next: Record<string, unknown> = { ...settings };
    for (const k of settingKeys) if (ps[k] !== undefined) next[k] = ps[k];
    for (const k of ['mutedWords', 'hardMutedWords'] as const) {
      const v = ps[k] as Array<string | string[]> | undefined;
      if (v === undefined) continue;
      // Misskey: the list's JSON length counts against wordMuteLimit; string entries must be /regex/flags
      if (mutedWordsSize(v) > effectivePolicies(ctx.inst, me).wordMuteLimit)
        throw new ApiError(E.tooManyMutedWords);
      if (invalidRegexRule(v) !== null) throw new ApiError(E.invalidRegexp);
      next[k] = v;
    }
    cols.settings = JSON.stringify(next);
    cols.updatedAt = Date.now();
    const keys = Object.keys(cols);
    run(db, `UPDATE users SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE id = @id`, {
      ...cols,
      id: me.id,
    });
    if (aliases) setAliases(db, me.id, aliases);
    const updated = findUserById(db, me.id)!;
    ctx.pc.me = updated;
    ctx.pc.users.set(updated.id, updated);
    ctx.inst.events.emit('main', me.id, 'meUpdated', (origin: string) =>
      packUserDetailed(packContext(ctx.inst, origin, updated), updated),
    );
    return packMe(ctx.pc, updated);
  },
);

/**
 * Differences from the recorded answers that are meant, each with its reason. Anything else that
 * differs fails the contract test.
 */

/**
 * Fields the recording server sends because it runs MisskeyIO, a fork; upstream Misskey 2025.x does
 * not have them, and the local instance follows upstream (a client must not depend on them).
 */
export const FORK_ONLY_FIELDS = new Set([
  // role policies of the fork (note scheduling, content editing rights, link sections…)
  'canScheduleNote',
  'scheduleNoteLimit',
  'scheduleNoteMaxDays',
  'canInitiateConversation',
  'canCreateContent',
  'canUpdateContent',
  'canDeleteContent',
  'canPurgeAccount',
  'canUpdateAvatar',
  'canUpdateBanner',
  'canUseDriveFileInSoundSettings',
  'canUseReaction',
  'skipNsfwDetection',
  'antennaNotesLimit',
  'mutualLinkSectionLimit',
  'mutualLinkLimit',
  // user fields of the fork (language filters, link sections)
  'isLimited',
  'mutualLinkSections',
  'postingLang',
  'viewingLangs',
  'showMediaInAllLanguages',
  'showHashtagsInAllLanguages',
  // note field of the fork (misskey-js's Note has no replyUserId)
  'replyUserId',
  // kept by the fork; upstream 2025.x replaced it by notificationRecieveConfig
  'mutingNotificationTypes',
  // announcement fields of the fork
  'needEnrollmentTutorialToRead',
  'closeDuration',
  'displayOrder',
  // meta fields of the fork
  'enableSkebStatus',
  'googleAnalyticsId',
  'wellKnownWebsites',
  // captcha flags the fork sends besides upstream's lower-case ones
  'hCaptcha',
  'mCaptcha',
  'reCaptcha',
  // meta, drive file and emoji fields of the fork (misskey-js has none of them)
  'dimensions',
  'isSensitiveByModerator',
  'roleIdsThatCanNotBeUsedThisEmojiAsReaction',
]);

/**
 * Fields Misskey 2025.4 sends that upstream Misskey has since dropped (misskey-js 2026 no longer
 * has them), so no client may depend on them: the local instance does not make them up.
 */
export const DROPPED_FIELDS = new Set([
  // a channel's "unread" mark: upstream stopped recording per-channel unread notes
  'hasUnreadNote',
]);

/** Endpoints whose answer is the user's own data (registry values): there is no shape to compare. */
export const DATA_ANSWERS = new Set(['i/registry/get', 'i/registry/get-all', 'i/registry/get-detail']);

const REAL_500 = (what: string) => ({
  reason: `the recording server fails with 500 INTERNAL_ERROR on ${what}; the local instance treats it as done`,
});

/** Single answers that differ on purpose. */
export const ALLOWED_DIFFERENCES: Record<string, { reason: string }> = {
  'channels/follow: again (already following)': REAL_500('following a channel twice'),
  'notes/thread-muting/create: again (already muted)': REAL_500('muting a thread twice'),
  'users/lists/update-membership: error: user not in list': REAL_500('a membership that does not exist'),
  'i/import-antennas: ok: import the file fx_a exported (antenna)': {
    reason: 'the recording server fails with 500 on its own antenna export; the local instance imports it',
  },
  'i/import-antennas: error: own file that is not CSV/JSON (png)': {
    reason:
      'the recording server fails with 500 on a file that is not JSON; the local instance answers 204 and imports nothing, as Misskey does for the other imports',
  },
  'notes/state: no such note': {
    reason:
      'the recording server fails with 500 on an unknown note; the local instance answers 400 NO_SUCH_NOTE',
  },
  'emoji: error: no such emoji': {
    reason:
      'the recording server fails with 500 on an unknown emoji; the local instance answers 400 NO_SUCH_EMOJI',
  },
  'users/achievements: no such user': {
    reason:
      'the recording server fails with 500 on an unknown user; the local instance answers an empty list',
  },
  'reset-password: error: unknown token': {
    reason:
      'the recording server fails with 500 on an unknown token; the local instance answers 400 NO_SUCH_RESET_REQUEST',
  },
  'i/regenerate-token: error: incorrect password': {
    reason:
      'the recording server fails with 500 on a wrong password; the local instance answers 400 INCORRECT_PASSWORD, as its i/change-password does',
  },
  'signin-flow: error: rate limited (within 1 s of the previous attempt, after failed attempts)': {
    reason:
      'the recording server (MisskeyIO) answers RATE_LIMIT_EXCEEDED with TOO_MANY_AUTHENTICATION_FAILURES inside `info`; upstream Misskey 2026.7 answers TOO_MANY_AUTHENTICATION_FAILURES itself, with the same id (fixtures/misskey-2026.7.0), as the local instance does',
  },
  '(unknown endpoint): POST /api/chat/history (present in source, disabled in this fork)': {
    reason:
      'the recording server (MisskeyIO) turns chat off; the local instance has it as upstream Misskey 2026.7 does (fixtures/misskey-2026.7.0, test/chat-recorded.test.ts)',
  },
  'signup: error: missing password': {
    reason:
      'the recording server (a MisskeyIO bug) made an account without a password; the local instance refuses it',
  },
  'drive/files/delete: deleted file again': {
    reason:
      'the recording server deletes files in a background job, so the file still existed when it was asked again; the local instance deletes at once and then answers NO_SUCH_FILE',
  },
  'auth/accept: again (already accepted)': {
    reason:
      "Kumo Local registers no legacy apps (auth/session/generate), so the recorded session does not exist here; its answer is Misskey's for an unknown session",
  },
  'auth/accept: ok': {
    reason:
      "Kumo Local registers no legacy apps (auth/session/generate), so the recorded session does not exist here; its answer is Misskey's for an unknown session",
  },
  'auth/session/show: ok: as user': {
    reason:
      "Kumo Local registers no legacy apps (auth/session/generate), so the recorded session does not exist here; its answer is Misskey's for an unknown session",
  },
  'auth/session/show: ok: pending session': {
    reason:
      "Kumo Local registers no legacy apps (auth/session/generate), so the recorded session does not exist here; its answer is Misskey's for an unknown session",
  },
};

/** Frames of a stream capture that differ on purpose, with the reason. */
export const ALLOWED_STREAM_DIFFERENCES: Record<string, { frames: string[]; reason: string }> = {
  follow: {
    frames: ['channel:notification', 'channel:unreadNotification'],
    reason:
      "in the recording fx_a's earlier follow request to fx_d was still pending, so this follow also accepted it (followRequestAccepted); here the follow is a plain one",
  },
};

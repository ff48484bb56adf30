/**
 * Differences from the recorded answers that are meant, each with its reason. (Differences not yet
 * fixed are listed, exactly, in known-differences.json; that list only shrinks.)
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
]);

/** Endpoints whose answer is the user's own data (registry values): there is no shape to compare. */
export const DATA_ANSWERS = new Set(['i/registry/get', 'i/registry/get-all', 'i/registry/get-detail']);

/** Single answers that differ on purpose. */
export const ALLOWED_DIFFERENCES: Record<string, { reason: string }> = {
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
  'i/export-antennas: error: rate limit (second call within the limit window)': {
    reason:
      'the recording server answered after its rate limit for the endpoint was used up; the replay calls once',
  },
  'i/export-blocking: error: rate limit (second call within the limit window)': {
    reason:
      'the recording server answered after its rate limit for the endpoint was used up; the replay calls once',
  },
  'i/export-clips: error: rate limit (second call within the limit window)': {
    reason:
      'the recording server answered after its rate limit for the endpoint was used up; the replay calls once',
  },
  'i/export-favorites: error: rate limit (second call within the limit window)': {
    reason:
      'the recording server answered after its rate limit for the endpoint was used up; the replay calls once',
  },
  'i/export-following: error: rate limit (second call within the limit window)': {
    reason:
      'the recording server answered after its rate limit for the endpoint was used up; the replay calls once',
  },
  'i/export-mute: error: rate limit (second call within the limit window)': {
    reason:
      'the recording server answered after its rate limit for the endpoint was used up; the replay calls once',
  },
  'i/export-notes: error: rate limit (second call within the limit window)': {
    reason:
      'the recording server answered after its rate limit for the endpoint was used up; the replay calls once',
  },
  'i/export-user-lists: error: rate limit (second call within the limit window)': {
    reason:
      'the recording server answered after its rate limit for the endpoint was used up; the replay calls once',
  },
  'notes/delete: error: no such note': {
    reason:
      'the recording server answered after its rate limit for the endpoint was used up; the replay calls once',
  },
  'notes/search: error: default policy canSearchNotes=false': {
    reason: "the recording server's default role did not allow searching notes; the demo's roles do",
  },
  'notes/search: error: visitor': {
    reason: "the recording server's default role did not allow searching notes; the demo's roles do",
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

import type { EndpointDef } from './endpoint.ts';
import { defineEndpoint } from './endpoint.ts';
import { announcements, iReadAnnouncement } from './endpoints/announcements.ts';
import { adminRolesUpdateDefaultPolicies } from './endpoints/admin-roles.ts';
import {
  adminAnnouncementsCreate,
  adminAnnouncementsDelete,
  adminAnnouncementsList,
  adminAnnouncementsUpdate,
} from './endpoints/admin-announcements.ts';
import { adminAbuseUserReports, adminResolveAbuseUserReport } from './endpoints/admin-abuses.ts';
import { adminUpdateMeta } from './endpoints/admin-update-meta.ts';
import {
  drive,
  driveFiles,
  driveFilesCreate,
  driveFilesDelete,
  driveFilesShow,
  driveFilesUpdate,
} from './endpoints/drive-files.ts';
import { driveFolders, driveFoldersShow } from './endpoints/drive-folders.ts';
import { driveFilesUploadFromUrl } from './endpoints/drive-upload-from-url.ts';
import { usersSearchByUsernameAndHost } from './endpoints/users-search-by-username-and-host.ts';
import { emoji, emojis } from './endpoints/emojis.ts';
import { followingCreate, followingDelete } from './endpoints/following.ts';
import { i } from './endpoints/i.ts';
import {
  iRegistryGet,
  iRegistryGetAll,
  iRegistryGetDetail,
  iRegistryKeys,
  iRegistryKeysWithType,
  iRegistryRemove,
  iRegistryScopesWithDomain,
  iRegistrySet,
} from './endpoints/i-registry.ts';
import { iUpdate } from './endpoints/i-update.ts';
import { iUpdateEmail } from './endpoints/i-update-email.ts';
import { inviteEndpoints } from './endpoints/invite.ts';
import { meta } from './endpoints/meta.ts';
import {
  getAvatarDecorations,
  getOnlineUsersCount,
  notesFeatured,
  pinnedUsers,
  swRegister,
  swUnregister,
} from './endpoints/misc.ts';
import { notesCreate } from './endpoints/notes-create.ts';
import { notesDelete } from './endpoints/notes-delete.ts';
import { notesPollsVote } from './endpoints/notes-polls-vote.ts';
import { notesReactions, notesReactionsCreate, notesReactionsDelete } from './endpoints/notes-reactions.ts';
import {
  notesChildren,
  notesConversation,
  notesMentions,
  notesRenotes,
  notesReplies,
} from './endpoints/notes-related.ts';
import { notesShow } from './endpoints/notes-show.ts';
import { notesState, notesUnrenote } from './endpoints/notes-state.ts';
import {
  notesGlobalTimeline,
  notesHybridTimeline,
  notesLocalTimeline,
  notesTimeline,
} from './endpoints/notes-timelines.ts';
import {
  iNotifications,
  iNotificationsGrouped,
  notificationsMarkAllAsRead,
} from './endpoints/notifications.ts';
import { ping } from './endpoints/ping.ts';
import { miauthGenToken } from './endpoints/miauth.ts';
import { iRegenerateToken } from './endpoints/i-regenerate-token.ts';
import { iApps, iChangePassword, iRevokeToken, iSigninHistory } from './endpoints/i-security.ts';
import { signinFlow } from './endpoints/signin-flow.ts';
import { signup } from './endpoints/signup.ts';
import { usersFollowers, usersFollowing } from './endpoints/users-follow-lists.ts';
import { usersNotes } from './endpoints/users-notes.ts';
import { usersShow } from './endpoints/users-show.ts';
import { users } from './endpoints/users.ts';
import { hashtagsSearch } from './endpoints/hashtags-search.ts';
import { notesSearch, notesSearchByTag } from './endpoints/notes-search.ts';
import { hashtagsTrend } from './endpoints/empty-lists.ts';
import {
  blockingCreate,
  blockingDelete,
  blockingList,
  muteCreate,
  muteDelete,
  muteList,
  renoteMuteCreate,
  renoteMuteDelete,
  renoteMuteList,
} from './endpoints/mutes.ts';
import {
  clipsAddNote,
  clipsCreate,
  clipsDelete,
  clipsList,
  clipsNotes,
  clipsRemoveNote,
  clipsShow,
  clipsUpdate,
  notesClips,
  usersClips,
} from './endpoints/clips.ts';
import { iFavorites, notesFavoritesCreate, notesFavoritesDelete } from './endpoints/favorites.ts';
import { iPin, iUnpin } from './endpoints/note-pins.ts';
import { notesThreadMutingCreate, notesThreadMutingDelete } from './endpoints/thread-muting.ts';
import { usersReportAbuse } from './endpoints/report-abuse.ts';
import {
  followingRequestsAccept,
  followingRequestsCancel,
  followingRequestsList,
  followingRequestsReject,
  followingRequestsSent,
} from './endpoints/follow-requests.ts';
import { usersAchievements, usersPages, usersReactions } from './endpoints/users-profile-tabs.ts';
import { chartsUserNotes } from './endpoints/charts-user-notes.ts';
import { hashtagsUsers } from './endpoints/hashtags-users.ts';
import * as userListEndpoints from './endpoints/user-lists.ts';
import * as antennaEndpoints from './endpoints/antennas.ts';
import * as channelEndpoints from './endpoints/channels.ts';
import * as webhookEndpoints from './endpoints/webhooks.ts';
import { EXPORT_IMPORT_ENDPOINTS } from './endpoints/i-export-import.ts';
import { iMove } from './endpoints/i-move.ts';

const implemented: EndpointDef[] = [
  announcements,
  iReadAnnouncement,
  drive,
  driveFiles,
  driveFilesCreate,
  driveFilesDelete,
  driveFilesShow,
  driveFilesUpdate,
  driveFilesUploadFromUrl,
  driveFolders,
  driveFoldersShow,
  usersSearchByUsernameAndHost,
  emoji,
  emojis,
  followingCreate,
  followingDelete,
  i,
  iUpdate,
  iRegistryGet,
  iRegistryGetAll,
  iRegistryGetDetail,
  iRegistryKeys,
  iRegistryKeysWithType,
  iRegistryRemove,
  iRegistryScopesWithDomain,
  iRegistrySet,
  meta,
  ping,
  miauthGenToken,
  iRegenerateToken,
  iChangePassword,
  iSigninHistory,
  iApps,
  iRevokeToken,
  getAvatarDecorations,
  getOnlineUsersCount,
  notesFeatured,
  pinnedUsers,
  swRegister,
  swUnregister,
  notesCreate,
  notesDelete,
  notesShow,
  notesState,
  notesUnrenote,
  notesPollsVote,
  notesReactions,
  notesReactionsCreate,
  notesReactionsDelete,
  notesChildren,
  notesConversation,
  notesMentions,
  notesRenotes,
  notesReplies,
  notesGlobalTimeline,
  notesHybridTimeline,
  notesLocalTimeline,
  notesTimeline,
  iNotifications,
  iNotificationsGrouped,
  notificationsMarkAllAsRead,
  signinFlow,
  signup,
  usersFollowers,
  usersFollowing,
  usersNotes,
  usersShow,
  users,
  hashtagsSearch,
  notesSearch,
  notesSearchByTag,
  hashtagsTrend,
  clipsAddNote,
  clipsCreate,
  clipsDelete,
  clipsList,
  clipsNotes,
  clipsRemoveNote,
  clipsShow,
  clipsUpdate,
  notesClips,
  usersClips,
  iFavorites,
  notesFavoritesCreate,
  notesFavoritesDelete,
  iPin,
  iUnpin,
  notesThreadMutingCreate,
  notesThreadMutingDelete,
  usersReportAbuse,
  // profile
  followingRequestsAccept,
  followingRequestsCancel,
  followingRequestsList,
  followingRequestsReject,
  followingRequestsSent,
  usersAchievements,
  usersPages,
  usersReactions,
  chartsUserNotes,
  hashtagsUsers,
  adminRolesUpdateDefaultPolicies,
  adminAnnouncementsCreate,
  adminAnnouncementsList,
  adminAnnouncementsUpdate,
  adminAnnouncementsDelete,
  adminAbuseUserReports,
  adminResolveAbuseUserReport,
  adminUpdateMeta,
  // lists: user lists, antennas, channels
  ...Object.values(userListEndpoints),
  ...Object.values(antennaEndpoints),
  ...Object.values(channelEndpoints),
  // mutes: user mutes, renote mutes, blocks
  muteCreate,
  muteDelete,
  muteList,
  renoteMuteCreate,
  renoteMuteDelete,
  renoteMuteList,
  blockingCreate,
  blockingDelete,
  blockingList,
  ...Object.values(webhookEndpoints),
  // invite: invitation codes, email address
  ...Object.values(inviteEndpoints),
  iUpdateEmail,
  // export: account data export/import and migration
  ...EXPORT_IMPORT_ENDPOINTS,
  iMove,
];

const endpointsEndpoint = defineEndpoint(
  'endpoints',
  { requireCredential: false, params: { type: 'object', properties: {} } },
  () => ENDPOINTS.map((e) => e.name).sort(),
);

const endpointEndpoint = defineEndpoint(
  'endpoint',
  {
    requireCredential: false,
    params: { type: 'object', properties: { endpoint: { type: 'string' } }, required: ['endpoint'] },
  },
  (ps) => {
    const ep = ENDPOINTS.find((e) => e.name === ps.endpoint);
    if (!ep) return null;
    return {
      params: Object.entries(ep.meta.params.properties).map(([name, s]) => ({
        name,
        type: s.type.charAt(0).toUpperCase() + s.type.slice(1),
      })),
    };
  },
);

export const ENDPOINTS: EndpointDef[] = [...implemented, endpointsEndpoint, endpointEndpoint];

import type { ComponentType } from 'react';
import type { RouteParams } from './path-pattern.ts';

export interface PageProps {
  params: RouteParams;
  query: URLSearchParams;
  path: string;
}

export type PageLoader = () => Promise<{ default: ComponentType<PageProps> }>;

/**
 * public: anyone; a signed-in user is sent to the /secure twin of the path when one exists.
 * visitorOnly: a signed-in user is sent home. signinRequired: a visitor is sent to /signin.
 * needLogin: a visitor is sent to /. Every /secure and /admin path is needLogin (spec P1 §2).
 */
export type Access = 'public' | 'visitorOnly' | 'signinRequired' | 'needLogin';
export type Layout = 'default' | 'zen' | 'admin';

export interface RouteDef {
  path: string;
  /** A lazy page, or 'pending' while Kumo has no page for it (the "not available yet" view). */
  page: PageLoader | 'pending';
  access: Access;
  layout: Layout;
}

const pages = {
  landing: () => import('../pages/landing/LandingPage.tsx'),
  signin: () => import('../pages/signin/SigninPage.tsx'),
  signup: () => import('../pages/signin/SignupPage.tsx'),
  timeline: () => import('../pages/timeline/TimelinePage.tsx'),
  note: () => import('../pages/note/NotePage.tsx'),
  user: () => import('../pages/user/UserPage.tsx'),
  about: () => import('../pages/about/AboutPage.tsx'),
  aboutKumo: () => import('../pages/about/AboutKumoPage.tsx'),
  explore: () => import('../pages/explore/ExplorePage.tsx'),
  notFound: () => import('../pages/not-found/NotFoundPage.tsx'),
  settingsIndex: () => import('../pages/settings/SettingsIndexPage.tsx'),
  themeEditor: () => import('../pages/settings/theme-editor/ThemeEditorPage.tsx'),
} satisfies Record<string, PageLoader>;

const galleryPages = {
  index: () => import('../pages/gallery/GalleryPage.tsx'),
  post: () => import('../pages/gallery/GalleryPostPage.tsx'),
  edit: () => import('../pages/gallery/GalleryEditPage.tsx'),
};

const userPages = {
  list: () => import('../pages/user-pages/PagesPage.tsx'),
  view: () => import('../pages/user-pages/PageViewPage.tsx'),
  edit: () => import('../pages/user-pages/PageEditPage.tsx'),
};

const playPages = {
  list: () => import('../pages/play/PlayListPage.tsx'),
  play: () => import('../pages/play/PlayPage.tsx'),
  edit: () => import('../pages/play/PlayEditPage.tsx'),
};

/** Settings sub-pages that exist; the others are pending. */
const settingsPages: Partial<Record<(typeof SETTINGS_PAGES)[number], PageLoader>> = {
  reaction: () => import('../pages/settings/reaction/ReactionSettingsPage.tsx'),
  general: () => import('../pages/settings/general/GeneralSettingsPage.tsx'),
  profile: () => import('../pages/settings/profile/ProfileSettingsPage.tsx'),
  privacy: () => import('../pages/settings/privacy/PrivacySettingsPage.tsx'),
  'word-mute': () => import('../pages/settings/word-mute/WordMuteSettingsPage.tsx'),
  navbar: () => import('../pages/settings/navbar/NavbarSettingsPage.tsx'),
  'custom-css': () => import('../pages/settings/custom-css/CustomCssPage.tsx'),
  'preferences-backups': () => import('../pages/settings/backups/PreferencesBackupsPage.tsx'),
  other: () => import('../pages/settings/other/OtherSettingsPage.tsx'),
  accounts: () => import('../pages/settings/accounts/AccountsSettingsPage.tsx'),
  theme: () => import('../pages/settings/theme/ThemeSettingsPage.tsx'),
  'theme/install': () => import('../pages/settings/theme/ThemeInstallPage.tsx'),
  'theme/manage': () => import('../pages/settings/theme/ThemeManagePage.tsx'),
  notifications: () => import('../pages/settings/notifications/NotificationSettingsPage.tsx'),
  sounds: () => import('../pages/settings/sounds/SoundSettingsPage.tsx'),
  'mute-block': () => import('../pages/settings/mute-block/MuteBlockPage.tsx'),
  'instance-mute': () => import('../pages/settings/instance-mute/InstanceMutePage.tsx'),
  invite: () => import('../pages/settings/invite/InviteSettingsPage.tsx'),
  roles: () => import('../pages/settings/roles/RolesSettingsPage.tsx'),
  email: () => import('../pages/settings/email/EmailSettingsPage.tsx'),
  webhook: () => import('../pages/settings/webhook/WebhookListPage.tsx'),
  'webhook/new': () => import('../pages/settings/webhook/WebhookEditPage.tsx'),
  'webhook/edit/:webhookId': () => import('../pages/settings/webhook/WebhookEditPage.tsx'),
  drive: () => import('../pages/settings/drive/DriveSettingsPage.tsx'),
  'drive/cleaner': () => import('../pages/settings/drive/DriveCleanerPage.tsx'),
  security: () => import('../pages/settings/security/SecuritySettingsPage.tsx'),
  api: () => import('../pages/settings/api/ApiSettingsPage.tsx'),
  apps: () => import('../pages/settings/apps/AppsSettingsPage.tsx'),
  'import-export': () => import('../pages/settings/import-export/ImportExportPage.tsx'),
  migration: () => import('../pages/settings/migration/MigrationPage.tsx'),
  deck: () => import('../pages/settings/deck/DeckSettingsPage.tsx'),
  statusbar: () => import('../pages/settings/statusbar/StatusbarSettingsPage.tsx'),
  feedSettings: () => import('../pages/settings/feed/FeedSettingsPage.tsx'),
  subscription: () => import('../pages/settings/subscription/SubscriptionSettingsPage.tsx'),
  points: () => import('../pages/settings/points/PointsSettingsPage.tsx'),
  plugin: () => import('../pages/settings/plugin/PluginListPage.tsx'),
  'plugin/install': () => import('../pages/settings/plugin/PluginInstallPage.tsx'),
};

/** Lists, antennas and channels (issue 5). */
const listsPages = {
  publicList: () => import('../pages/lists/PublicListPage.tsx'),
  channels: () => import('../pages/channels/ChannelsPage.tsx'),
  channel: () => import('../pages/channels/ChannelPage.tsx'),
  channelEdit: () => import('../pages/channels/ChannelEditPage.tsx'),
  myLists: () => import('../pages/lists/MyListsPage.tsx'),
  list: () => import('../pages/lists/ListPage.tsx'),
  antennas: () => import('../pages/antennas/MyAntennasPage.tsx'),
  antennaEdit: () => import('../pages/antennas/AntennaEditPage.tsx'),
  listTl: () => import('../pages/lists/ListTimelinePage.tsx'),
  antennaTl: () => import('../pages/antennas/AntennaTimelinePage.tsx'),
} satisfies Record<string, PageLoader>;

const P = 'pending' as const;

function route(
  path: string,
  page: PageLoader | 'pending',
  access: Access,
  layout: Layout = 'default',
): RouteDef {
  return { path, page, access, layout };
}

const publicRoutes: RouteDef[] = [
  route('/@:username/pages/:pageName', userPages.view, 'public'),
  route('/@:acct/following', () => import('../pages/user/FollowingPage.tsx'), 'public'),
  route('/@:acct/followers', () => import('../pages/user/FollowersPage.tsx'), 'public'),
  route('/@:acct/:page?', pages.user, 'public'),
  route('/notes/:noteId', pages.note, 'public'),
  route('/pages', userPages.list, 'public'),
  route('/list/:listId', listsPages.publicList, 'public'),
  route('/clips/:clipId', () => import('../pages/clips/ClipPage.tsx'), 'public'),
  route('/play/:id', playPages.play, 'public'),
  route('/gallery/:postId', galleryPages.post, 'public'),
  route('/channels', listsPages.channels, 'public'),
  route('/channels/:channelId', listsPages.channel, 'public'),
  route('/tags/:tag', () => import('../pages/tags/TagPage.tsx'), 'public'),
  // Kumo's own, as Misskey's /explore: featured notes, people, public roles, trending hashtags
  route('/explore', pages.explore, 'public'),
  route('/share', () => import('../pages/share/SharePage.tsx'), 'signinRequired', 'zen'),
  route('/signin', pages.signin, 'visitorOnly', 'zen'),
  route('/signup', pages.signup, 'visitorOnly', 'zen'),
  route('/instance-info/:host', () => import('../pages/instance-info/InstanceInfoPage.tsx'), 'public'),
  route('/reset-password/:token?', () => import('../pages/auth/ResetPasswordPage.tsx'), 'public', 'zen'),
  route('/signup-complete/:code', () => import('../pages/auth/SignupCompletePage.tsx'), 'public', 'zen'),
  route('/auth/:token', () => import('../pages/auth/AuthSessionPage.tsx'), 'public', 'zen'),
  route('/miauth/:session', () => import('../pages/auth/MiAuthPage.tsx'), 'public', 'zen'),
  // Kumo's own: back from another server's MiAuth page (sign-in to any server)
  route('/miauth-return', () => import('../pages/auth/MiAuthReturnPage.tsx'), 'public', 'zen'),
  route('/about', pages.about, 'public'),
  route('/about-kumo', pages.aboutKumo, 'public'),
  route('/', pages.landing, 'visitorOnly', 'zen'),
];

const securePaths: Array<[string, PageLoader | 'pending']> = [
  ['timeline', pages.timeline],
  ['deck', () => import('../pages/deck/DeckPage.tsx')],
  ['list/:listId', listsPages.publicList],
  ['clips/:clipId', () => import('../pages/clips/ClipPage.tsx')],
  ['announcements', () => import('../pages/announcements/AnnouncementsPage.tsx')],
  ['theme-editor', pages.themeEditor],
  ['roles/:role', () => import('../pages/roles/RolePage.tsx')],
  ['user-tags/:tag', () => import('../pages/user-tags/UserTagsPage.tsx')],
  ['search', () => import('../pages/search/SearchPage.tsx')],
  ['authorize-follow', () => import('../pages/authorize-follow/AuthorizeFollowPage.tsx')],
  ['tags/:tag', () => import('../pages/tags/TagPage.tsx')],
  ['explore', pages.explore],
  ['pages', userPages.list],
  ['pages/new', userPages.edit],
  ['pages/edit/:initPageId', userPages.edit],
  ['play', playPages.list],
  ['play/new', playPages.edit],
  ['play/:id', playPages.play],
  ['play/:id/edit', playPages.edit],
  ['gallery', galleryPages.index],
  ['gallery/new', galleryPages.edit],
  ['gallery/:postId', galleryPages.post],
  ['gallery/:postId/edit', galleryPages.edit],
  ['channels', listsPages.channels],
  ['channels/new', listsPages.channelEdit],
  ['channels/:channelId', listsPages.channel],
  ['channels/:channelId/edit', listsPages.channelEdit],
  ['custom-emojis-manager', () => import('../pages/custom-emojis-manager/CustomEmojisManagerPage.tsx')],
  ['custom-emojis', () => import('../pages/custom-emojis/CustomEmojisPage.tsx')],
  ['registry', () => import('../pages/registry/RegistryPage.tsx')],
  ['registry/keys/system/:path*', () => import('../pages/registry/RegistryKeysPage.tsx')],
  ['registry/value/system/:path*', () => import('../pages/registry/RegistryValuePage.tsx')],
  ['my/notifications', () => import('../pages/notifications/NotificationsPage.tsx')],
  ['my/favorites', () => import('../pages/favorites/FavoritesPage.tsx')],
  ['my/achievements', () => import('../pages/achievements/AchievementsPage.tsx')],
  ['my/drive', () => import('../pages/drive/DrivePage.tsx')],
  ['my/drive/folder/:folder', () => import('../pages/drive/DrivePage.tsx')],
  ['my/follow-requests', () => import('../pages/follow-requests/FollowRequestsPage.tsx')],
  ['my/lists', listsPages.myLists],
  ['my/lists/:listId', listsPages.list],
  ['my/clips', () => import('../pages/clips/MyClipsPage.tsx')],
  ['my/antennas', listsPages.antennas],
  ['my/antennas/create', listsPages.antennaEdit],
  ['my/antennas/:antennaId', listsPages.antennaEdit],
  ['timeline/list/:listId', listsPages.listTl],
  ['timeline/antenna/:antennaId', listsPages.antennaTl],
  ['notes/:id', pages.note],
];

/** Spec P1 §2, settings sub-pages; the empty path is the settings index. */
export const SETTINGS_PAGES = [
  'profile',
  'roles',
  'privacy',
  'reaction',
  'drive',
  'drive/cleaner',
  'notifications',
  'email',
  'security',
  'general',
  'feedSettings',
  'theme',
  'theme/install',
  'theme/manage',
  'navbar',
  'statusbar',
  'sounds',
  'plugin',
  'plugin/install',
  'import-export',
  'instance-mute',
  'mute-block',
  'word-mute',
  'api',
  'apps',
  'webhook',
  'webhook/new',
  'webhook/edit/:webhookId',
  'deck',
  'preferences-backups',
  'migration',
  'custom-css',
  'accounts',
  'subscription',
  'points',
  'invite',
  'other',
] as const;

/** Spec P1 §2, admin sub-pages. */
export const ADMIN_PAGES = [
  'overview',
  'users',
  'emojis',
  'queue',
  'files',
  'file/:fileId',
  'federation',
  'announcements',
  'ads',
  'roles',
  'roles/new',
  'roles/:id',
  'roles/:id/edit',
  'subscription-plans',
  'database',
  'abuses',
  'settings',
  'pinnedChannel',
  'branding',
  'moderation',
  'email-settings',
  'object-storage',
  'security',
  'relays',
  'instance-block',
  'proxy-account',
  'other-settings',
  'server-rules',
  'invites',
] as const;

const adminIndex: PageLoader = () => import('../pages/admin/AdminIndexPage.tsx');

/** Admin sub-pages that exist; the others are pending. */
const adminPages: Partial<Record<(typeof ADMIN_PAGES)[number], PageLoader>> = {
  announcements: () => import('../pages/admin/AdminAnnouncementsPage.tsx'),
  users: () => import('../pages/admin/AdminUsersPage.tsx'),
  settings: () => import('../pages/admin/AdminSettingsPage.tsx'),
  branding: () => import('../pages/admin/AdminBrandingPage.tsx'),
  'instance-block': () => import('../pages/admin/AdminInstanceBlockPage.tsx'),
  // the instance's custom emoji: the same manager as /secure/custom-emojis-manager, in the admin frame
  emojis: () => import('../pages/custom-emojis-manager/CustomEmojisManagerPage.tsx'),
  moderation: () => import('../pages/admin/AdminModerationPage.tsx'),
  ads: () => import('../pages/admin/AdminAdsPage.tsx'),
  invites: () => import('../pages/admin/AdminInvitesPage.tsx'),
  federation: () => import('../pages/admin/AdminFederationPage.tsx'),
  overview: () => import('../pages/admin/AdminOverviewPage.tsx'),
  abuses: () => import('../pages/admin/AdminAbusesPage.tsx'),
  'server-rules': () => import('../pages/admin/ServerRulesPage.tsx'),
  'email-settings': () => import('../pages/admin/AdminEmailSettingsPage.tsx'),
  'object-storage': () => import('../pages/admin/AdminObjectStoragePage.tsx'),
  security: () => import('../pages/admin/AdminSecurityPage.tsx'),
  'other-settings': () => import('../pages/admin/AdminOtherSettingsPage.tsx'),
  files: () => import('../pages/admin/AdminFilesPage.tsx'),
  queue: () => import('../pages/admin/AdminQueuePage.tsx'),
  relays: () => import('../pages/admin/AdminRelaysPage.tsx'),
  'proxy-account': () => import('../pages/admin/AdminProxyAccountPage.tsx'),
  database: () => import('../pages/admin/AdminDatabasePage.tsx'),
  'file/:fileId': () => import('../pages/admin/AdminFilePage.tsx'),
  roles: () => import('../pages/admin/roles/AdminRolesPage.tsx'),
  'roles/new': () => import('../pages/admin/roles/AdminRoleEditPage.tsx'),
  'roles/:id': () => import('../pages/admin/roles/AdminRolePage.tsx'),
  'roles/:id/edit': () => import('../pages/admin/roles/AdminRoleEditPage.tsx'),
  pinnedChannel: () => import('../pages/admin/pinned-channels/AdminPinnedChannelPage.tsx'),
  'subscription-plans': () => import('../pages/admin/subscription-plans/AdminSubscriptionPlansPage.tsx'),
};

/** The complete route table, in match order (first match wins); the catch-all comes last. */
export const routes: RouteDef[] = [
  ...securePaths.map(([p, page]) => route(`/secure/${p}`, page, 'needLogin')),
  // a moderator's page: the admin layout's gate shows not-found to everyone else
  route('/secure/user-info/:userId', () => import('../pages/admin/UserInfoPage.tsx'), 'needLogin', 'admin'),
  route('/secure/settings', pages.settingsIndex, 'needLogin'),
  ...SETTINGS_PAGES.map((p) => route(`/secure/settings/${p}`, settingsPages[p] ?? P, 'needLogin')),
  route('/admin', adminIndex, 'needLogin', 'admin'),
  ...ADMIN_PAGES.map((p) => route(`/admin/${p}`, adminPages[p] ?? P, 'needLogin', 'admin')),
  // chat, at Misskey's own addresses (Misskey 2025.4+; shown only where the server offers it)
  route('/chat', () => import('../pages/chat/ChatPage.tsx'), 'needLogin'),
  route('/chat/user/:userId', () => import('../pages/chat/ChatConversationPage.tsx'), 'needLogin'),
  route('/chat/room/:roomId', () => import('../pages/chat/ChatConversationPage.tsx'), 'needLogin'),
  ...publicRoutes,
  route('/:path*', pages.notFound, 'public'),
];

export const NOT_FOUND_ROUTE = routes[routes.length - 1]!;

// The route table: every address of Kumo, in match order (first match wins), one route() each with
// who may open it, its layout and the menu that lists it. The app hands it to the router at start-up
// (setRoutes); only app/ may import pages (checked by lint), so a page can never reach the table.
// A new page: one entry here and its page file (and an address for the accessibility sweep in
// packages/e2e/support/route-samples.json, which a test asks for).
import type { Access, Layout, PageLoader, RouteDef, RouteMenu } from '@/router/index.ts';

interface RouteOptions {
  /** Default: needLogin under /secure and /admin (spec P1 §2), public elsewhere. */
  access?: Access;
  /** Default: admin under /admin, the default frame elsewhere. */
  layout?: Layout;
  menu?: RouteMenu;
}

function route(path: string, page: PageLoader, options: RouteOptions = {}): RouteDef {
  const guarded = /^\/(secure|admin)(\/|$)/.test(path);
  return {
    path,
    page,
    access: options.access ?? (guarded ? 'needLogin' : 'public'),
    layout: options.layout ?? (path.startsWith('/admin') ? 'admin' : 'default'),
    ...(options.menu && { menu: options.menu }),
  };
}

const zen = { layout: 'zen' } as const;
const visitorZen = { access: 'visitorOnly', layout: 'zen' } as const;

/** A page in the settings index's group `group` (spec P1 §2, settings sub-pages). */
function setting(
  path: string,
  page: PageLoader,
  group: RouteMenu['group'],
  label: RouteMenu['label'],
  icon: string,
  feature?: RouteMenu['feature'],
): RouteDef {
  return route(`/secure/settings/${path}`, page, {
    menu: { in: 'settings', group, label, icon, ...(feature && { feature }) },
  });
}

/** An admin page; with `menu`, listed in the admin menu (spec P1 §2, admin sub-pages). */
function admin(path: string, page: PageLoader, menu?: Omit<RouteMenu, 'in'>): RouteDef {
  return route(`/admin/${path}`, page, menu && { menu: { in: 'admin', ...menu } });
}

/** Pages reached at more than one address share one loader (one lazy component). */
const page = {
  note: () => import('../pages/note/NotePage.tsx'),
  explore: () => import('../pages/explore/ExplorePage.tsx'),
  clip: () => import('../pages/clips/ClipPage.tsx'),
  tag: () => import('../pages/tags/TagPage.tsx'),
  publicList: () => import('../pages/lists/PublicListPage.tsx'),
  pages: () => import('../pages/user-pages/PagesPage.tsx'),
  pageEdit: () => import('../pages/user-pages/PageEditPage.tsx'),
  play: () => import('../pages/play/PlayPage.tsx'),
  playEdit: () => import('../pages/play/PlayEditPage.tsx'),
  galleryPost: () => import('../pages/gallery/GalleryPostPage.tsx'),
  galleryEdit: () => import('../pages/gallery/GalleryEditPage.tsx'),
  channels: () => import('../pages/channels/ChannelsPage.tsx'),
  channel: () => import('../pages/channels/ChannelPage.tsx'),
  channelEdit: () => import('../pages/channels/ChannelEditPage.tsx'),
  drive: () => import('../pages/drive/DrivePage.tsx'),
  antennaEdit: () => import('../pages/antennas/AntennaEditPage.tsx'),
  webhookEdit: () => import('../pages/settings/webhook/WebhookEditPage.tsx'),
  emojisManager: () => import('../pages/custom-emojis-manager/CustomEmojisManagerPage.tsx'),
  roleEdit: () => import('../pages/admin/roles/AdminRoleEditPage.tsx'),
  chatConversation: () => import('../pages/chat/ChatConversationPage.tsx'),
} satisfies Record<string, PageLoader>;

const basics = 'settingsBasicGroup';
const client = 'settingsClientGroup';
const kept = 'settingsAccountGroup';
const server = 'settingsServerGroup';
const other = 'settingsOtherGroup';

export const routes: RouteDef[] = [
  route('/secure/timeline', () => import('../pages/timeline/TimelinePage.tsx')),
  route('/secure/deck', () => import('../pages/deck/DeckPage.tsx')),
  route('/secure/list/:listId', page.publicList),
  route('/secure/clips/:clipId', page.clip),
  route('/secure/announcements', () => import('../pages/announcements/AnnouncementsPage.tsx')),
  route('/secure/theme-editor', () => import('../pages/settings/theme-editor/ThemeEditorPage.tsx')),
  route('/secure/roles/:role', () => import('../pages/roles/RolePage.tsx')),
  route('/secure/user-tags/:tag', () => import('../pages/user-tags/UserTagsPage.tsx')),
  route('/secure/search', () => import('../pages/search/SearchPage.tsx')),
  route('/secure/authorize-follow', () => import('../pages/authorize-follow/AuthorizeFollowPage.tsx')),
  route('/secure/tags/:tag', page.tag),
  route('/secure/explore', page.explore),
  route('/secure/pages', page.pages),
  route('/secure/pages/new', page.pageEdit),
  route('/secure/pages/edit/:initPageId', page.pageEdit),
  route('/secure/play', () => import('../pages/play/PlayListPage.tsx')),
  route('/secure/play/new', page.playEdit),
  route('/secure/play/:id', page.play),
  route('/secure/play/:id/edit', page.playEdit),
  route('/secure/gallery', () => import('../pages/gallery/GalleryPage.tsx')),
  route('/secure/gallery/new', page.galleryEdit),
  route('/secure/gallery/:postId', page.galleryPost),
  route('/secure/gallery/:postId/edit', page.galleryEdit),
  route('/secure/channels', page.channels),
  route('/secure/channels/new', page.channelEdit),
  route('/secure/channels/:channelId', page.channel),
  route('/secure/channels/:channelId/edit', page.channelEdit),
  route('/secure/custom-emojis-manager', page.emojisManager),
  route('/secure/custom-emojis', () => import('../pages/custom-emojis/CustomEmojisPage.tsx')),
  route('/secure/registry', () => import('../pages/registry/RegistryPage.tsx')),
  route('/secure/registry/keys/system/:path*', () => import('../pages/registry/RegistryKeysPage.tsx')),
  route('/secure/registry/value/system/:path*', () => import('../pages/registry/RegistryValuePage.tsx')),
  route('/secure/my/notifications', () => import('../pages/notifications/NotificationsPage.tsx')),
  route('/secure/my/favorites', () => import('../pages/favorites/FavoritesPage.tsx')),
  route('/secure/my/achievements', () => import('../pages/achievements/AchievementsPage.tsx')),
  route('/secure/my/drive', page.drive),
  route('/secure/my/drive/folder/:folder', page.drive),
  route('/secure/my/follow-requests', () => import('../pages/follow-requests/FollowRequestsPage.tsx')),
  route('/secure/my/lists', () => import('../pages/lists/MyListsPage.tsx')),
  route('/secure/my/lists/:listId', () => import('../pages/lists/ListPage.tsx')),
  route('/secure/my/clips', () => import('../pages/clips/MyClipsPage.tsx')),
  route('/secure/my/antennas', () => import('../pages/antennas/MyAntennasPage.tsx')),
  route('/secure/my/antennas/create', page.antennaEdit),
  route('/secure/my/antennas/:antennaId', page.antennaEdit),
  route('/secure/timeline/list/:listId', () => import('../pages/lists/ListTimelinePage.tsx')),
  route('/secure/timeline/antenna/:antennaId', () => import('../pages/antennas/AntennaTimelinePage.tsx')),
  route('/secure/notes/:id', page.note),
  // a moderator's page: the admin layout's gate shows not-found to everyone else
  route('/secure/user-info/:userId', () => import('../pages/admin/UserInfoPage.tsx'), { layout: 'admin' }),

  route('/secure/settings', () => import('../pages/settings/SettingsIndexPage.tsx')),
  setting(
    'profile',
    () => import('../pages/settings/profile/ProfileSettingsPage.tsx'),
    basics,
    'profile',
    'user',
  ),
  setting(
    'privacy',
    () => import('../pages/settings/privacy/PrivacySettingsPage.tsx'),
    basics,
    'settingsPrivacy',
    'lock',
  ),
  setting(
    'notifications',
    () => import('../pages/settings/notifications/NotificationSettingsPage.tsx'),
    basics,
    'notifications',
    'bell',
  ),
  setting(
    'email',
    () => import('../pages/settings/email/EmailSettingsPage.tsx'),
    basics,
    'settingsEmail',
    'mail',
  ),
  setting(
    'security',
    () => import('../pages/settings/security/SecuritySettingsPage.tsx'),
    basics,
    'settingsSecurity',
    'shield',
  ),
  setting(
    'accounts',
    () => import('../pages/settings/accounts/AccountsSettingsPage.tsx'),
    basics,
    'settingsAccounts',
    'users',
  ),
  setting(
    'general',
    () => import('../pages/settings/general/GeneralSettingsPage.tsx'),
    client,
    'settingsGeneral',
    'adjustments',
  ),
  setting(
    'theme',
    () => import('../pages/settings/theme/ThemeSettingsPage.tsx'),
    client,
    'settingsTheme',
    'palette',
  ),
  route('/secure/settings/theme/install', () => import('../pages/settings/theme/ThemeInstallPage.tsx')),
  route('/secure/settings/theme/manage', () => import('../pages/settings/theme/ThemeManagePage.tsx')),
  setting(
    'reaction',
    () => import('../pages/settings/reaction/ReactionSettingsPage.tsx'),
    client,
    'settingsReaction',
    'mood-happy',
  ),
  setting(
    'navbar',
    () => import('../pages/settings/navbar/NavbarSettingsPage.tsx'),
    client,
    'settingsNavbar',
    'layout-sidebar',
  ),
  setting(
    'statusbar',
    () => import('../pages/settings/statusbar/StatusbarSettingsPage.tsx'),
    client,
    'settingsStatusbar',
    'layout-bottombar',
  ),
  setting(
    'sounds',
    () => import('../pages/settings/sounds/SoundSettingsPage.tsx'),
    client,
    'settingsSounds',
    'volume',
  ),
  setting('deck', () => import('../pages/settings/deck/DeckSettingsPage.tsx'), client, 'deck', 'columns'),
  setting(
    'plugin',
    () => import('../pages/settings/plugin/PluginListPage.tsx'),
    client,
    'settingsPlugins',
    'plug',
  ),
  route('/secure/settings/plugin/install', () => import('../pages/settings/plugin/PluginInstallPage.tsx')),
  setting(
    'custom-css',
    () => import('../pages/settings/custom-css/CustomCssPage.tsx'),
    client,
    'settingsCustomCss',
    'code',
  ),
  setting(
    'feedSettings',
    () => import('../pages/settings/feed/FeedSettingsPage.tsx'),
    client,
    'settingsFeed',
    'speakerphone',
  ),
  setting('drive', () => import('../pages/settings/drive/DriveSettingsPage.tsx'), kept, 'drive', 'cloud'),
  route('/secure/settings/drive/cleaner', () => import('../pages/settings/drive/DriveCleanerPage.tsx')),
  setting(
    'mute-block',
    () => import('../pages/settings/mute-block/MuteBlockPage.tsx'),
    kept,
    'settingsMuteBlock',
    'ban',
  ),
  setting(
    'word-mute',
    () => import('../pages/settings/word-mute/WordMuteSettingsPage.tsx'),
    kept,
    'settingsWordMute',
    'message-off',
  ),
  setting(
    'instance-mute',
    () => import('../pages/settings/instance-mute/InstanceMutePage.tsx'),
    kept,
    'settingsInstanceMute',
    'world-off',
  ),
  setting(
    'import-export',
    () => import('../pages/settings/import-export/ImportExportPage.tsx'),
    kept,
    'settingsImportExport',
    'file-import',
  ),
  setting(
    'preferences-backups',
    () => import('../pages/settings/backups/PreferencesBackupsPage.tsx'),
    kept,
    'settingsPreferencesBackups',
    'database-export',
  ),
  setting('api', () => import('../pages/settings/api/ApiSettingsPage.tsx'), kept, 'settingsApi', 'key'),
  setting('apps', () => import('../pages/settings/apps/AppsSettingsPage.tsx'), kept, 'settingsApps', 'apps'),
  setting(
    'webhook',
    () => import('../pages/settings/webhook/WebhookListPage.tsx'),
    kept,
    'settingsWebhook',
    'webhook',
  ),
  route('/secure/settings/webhook/new', page.webhookEdit),
  route('/secure/settings/webhook/edit/:webhookId', page.webhookEdit),
  setting(
    'migration',
    () => import('../pages/settings/migration/MigrationPage.tsx'),
    kept,
    'settingsMigration',
    'route',
  ),
  setting(
    'roles',
    () => import('../pages/settings/roles/RolesSettingsPage.tsx'),
    server,
    'settingsRoles',
    'badge',
  ),
  setting(
    'invite',
    () => import('../pages/settings/invite/InviteSettingsPage.tsx'),
    server,
    'settingsInvite',
    'ticket',
  ),
  setting(
    'subscription',
    () => import('../pages/settings/subscription/SubscriptionSettingsPage.tsx'),
    server,
    'settingsSubscription',
    'credit-card',
    'subscription',
  ),
  setting(
    'points',
    () => import('../pages/settings/points/PointsSettingsPage.tsx'),
    server,
    'settingsPoints',
    'coins',
    'points',
  ),
  setting(
    'other',
    () => import('../pages/settings/other/OtherSettingsPage.tsx'),
    other,
    'settingsOther',
    'dots',
  ),

  route('/admin', () => import('../pages/admin/AdminIndexPage.tsx')),
  admin('overview', () => import('../pages/admin/AdminOverviewPage.tsx'), { label: 'admin.overview' }),
  admin('users', () => import('../pages/admin/AdminUsersPage.tsx'), { label: 'admin.users' }),
  // the instance's custom emoji: the same manager as /secure/custom-emojis-manager, in the admin frame
  admin('emojis', page.emojisManager, { label: 'admin.emojis' }),
  admin('queue', () => import('../pages/admin/AdminQueuePage.tsx'), { label: 'admin.queue' }),
  admin('files', () => import('../pages/admin/AdminFilesPage.tsx'), { label: 'admin.files' }),
  admin('file/:fileId', () => import('../pages/admin/AdminFilePage.tsx')),
  admin('federation', () => import('../pages/admin/AdminFederationPage.tsx'), { label: 'admin.federation' }),
  admin('announcements', () => import('../pages/admin/AdminAnnouncementsPage.tsx'), {
    label: 'admin.announcements',
  }),
  admin('ads', () => import('../pages/admin/AdminAdsPage.tsx'), { label: 'admin.ads' }),
  admin('roles', () => import('../pages/admin/roles/AdminRolesPage.tsx'), { label: 'admin.roles' }),
  admin('roles/new', page.roleEdit),
  admin('roles/:id', () => import('../pages/admin/roles/AdminRolePage.tsx')),
  admin('roles/:id/edit', page.roleEdit),
  admin(
    'subscription-plans',
    () => import('../pages/admin/subscription-plans/AdminSubscriptionPlansPage.tsx'),
    { label: 'admin.subscription-plans', adminOnly: true, feature: 'subscriptionPlans' },
  ),
  admin('database', () => import('../pages/admin/AdminDatabasePage.tsx'), {
    label: 'admin.database',
    adminOnly: true,
  }),
  admin('abuses', () => import('../pages/admin/AdminAbusesPage.tsx'), { label: 'admin.abuses' }),
  admin('settings', () => import('../pages/admin/AdminSettingsPage.tsx'), {
    label: 'admin.settings',
    adminOnly: true,
  }),
  admin('pinnedChannel', () => import('../pages/admin/pinned-channels/AdminPinnedChannelPage.tsx'), {
    label: 'admin.pinnedChannel',
    adminOnly: true,
    feature: 'pinnedChannels',
  }),
  admin('branding', () => import('../pages/admin/AdminBrandingPage.tsx'), {
    label: 'admin.branding',
    adminOnly: true,
  }),
  admin('moderation', () => import('../pages/admin/AdminModerationPage.tsx'), {
    label: 'admin.moderation',
    adminOnly: true,
  }),
  admin('email-settings', () => import('../pages/admin/AdminEmailSettingsPage.tsx'), {
    label: 'admin.email-settings',
    adminOnly: true,
  }),
  admin('object-storage', () => import('../pages/admin/AdminObjectStoragePage.tsx'), {
    label: 'admin.object-storage',
    adminOnly: true,
  }),
  admin('security', () => import('../pages/admin/AdminSecurityPage.tsx'), {
    label: 'admin.security',
    adminOnly: true,
  }),
  admin('relays', () => import('../pages/admin/AdminRelaysPage.tsx'), { label: 'admin.relays' }),
  admin('instance-block', () => import('../pages/admin/AdminInstanceBlockPage.tsx'), {
    label: 'admin.instance-block',
    adminOnly: true,
  }),
  admin('proxy-account', () => import('../pages/admin/AdminProxyAccountPage.tsx'), {
    label: 'admin.proxy-account',
    adminOnly: true,
  }),
  admin('other-settings', () => import('../pages/admin/AdminOtherSettingsPage.tsx'), {
    label: 'admin.other-settings',
    adminOnly: true,
  }),
  admin('server-rules', () => import('../pages/admin/ServerRulesPage.tsx'), {
    label: 'admin.server-rules',
    adminOnly: true,
  }),
  admin('invites', () => import('../pages/admin/AdminInvitesPage.tsx'), { label: 'admin.invites' }),

  // chat, at Misskey's own addresses (Misskey 2025.4+; shown only where the server offers it)
  route('/chat', () => import('../pages/chat/ChatPage.tsx'), { access: 'needLogin' }),
  route('/chat/user/:userId', page.chatConversation, { access: 'needLogin' }),
  route('/chat/room/:roomId', page.chatConversation, { access: 'needLogin' }),

  route('/@:username/pages/:pageName', () => import('../pages/user-pages/PageViewPage.tsx')),
  route('/@:acct/following', () => import('../pages/user/FollowingPage.tsx')),
  route('/@:acct/followers', () => import('../pages/user/FollowersPage.tsx')),
  route('/@:acct/:page?', () => import('../pages/user/UserPage.tsx')),
  route('/notes/:noteId', page.note),
  route('/pages', page.pages),
  route('/list/:listId', page.publicList),
  route('/clips/:clipId', page.clip),
  route('/play/:id', page.play),
  route('/gallery/:postId', page.galleryPost),
  route('/channels', page.channels),
  route('/channels/:channelId', page.channel),
  route('/tags/:tag', page.tag),
  // Kumo's own, as Misskey's /explore: featured notes, people, public roles, trending hashtags
  route('/explore', page.explore),
  route('/share', () => import('../pages/share/SharePage.tsx'), { access: 'signinRequired', layout: 'zen' }),
  route('/signin', () => import('../pages/signin/SigninPage.tsx'), visitorZen),
  route('/signup', () => import('../pages/signin/SignupPage.tsx'), visitorZen),
  route('/instance-info/:host', () => import('../pages/instance-info/InstanceInfoPage.tsx')),
  route('/reset-password/:token?', () => import('../pages/auth/ResetPasswordPage.tsx'), zen),
  route('/signup-complete/:code', () => import('../pages/auth/SignupCompletePage.tsx'), zen),
  route('/auth/:token', () => import('../pages/auth/AuthSessionPage.tsx'), zen),
  route('/miauth/:session', () => import('../pages/auth/MiAuthPage.tsx'), zen),
  // Kumo's own: back from another server's MiAuth page (sign-in to any server)
  route('/miauth-return', () => import('../pages/auth/MiAuthReturnPage.tsx'), zen),
  route('/about', () => import('../pages/about/AboutPage.tsx')),
  route('/about-kumo', () => import('../pages/about/AboutKumoPage.tsx')),
  route('/', () => import('../pages/landing/LandingPage.tsx'), visitorZen),
  route('/:path*', () => import('../pages/not-found/NotFoundPage.tsx')),
];

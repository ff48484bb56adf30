/** Spec P1 §3: every setting, its level and its default. */
export type Level = 'account' | 'device' | 'deviceAccount';

export type Visibility = 'public' | 'home' | 'followers' | 'specified';
export type ReactionAcceptance =
  null | 'likeOnlyForRemote' | 'nonSensitiveOnly' | 'nonSensitiveOnlyForLocalLikeOnlyForRemote' | 'likeOnly';

export interface Widget {
  name: string;
  id: string;
  place: string | null;
  data: Record<string, unknown>;
}

export interface ThemeRecord {
  id: string;
  name: string;
  author: string;
  base: 'light' | 'dark';
  desc?: string;
  kind?: string;
  props: Record<string, string>;
}

/** One setting a plugin offers, as its metadata describes it. */
export interface PluginConfigRecord {
  type: 'string' | 'number' | 'boolean';
  label: string;
  description: string | null;
  default: string | number | boolean | null;
}

/** An installed plugin (the `plugins` setting): its code, what it said about itself, and the user's choices. */
export interface PluginRecord {
  id: string;
  name: string;
  active: boolean;
  src: string | null;
  version?: string;
  author?: string;
  description?: string | null;
  permissions?: string[];
  config?: Record<string, PluginConfigRecord>;
  /** The values the user set for the plugin's config (the config's defaults otherwise). */
  configData?: Record<string, string | number | boolean | null>;
}

export interface Settings {
  // account level
  accountSetupWizard: number;
  timelineTutorial: number;
  keepCw: boolean;
  /** Kumo: dice notation in a note is rolled when posting (spec P2 §5); off posts it as written. */
  rollDice: boolean;
  showFullAcct: boolean;
  collapseRenotes: boolean;
  rememberNoteVisibility: boolean;
  defaultNoteVisibility: Visibility;
  defaultNoteLocalOnly: boolean;
  uploadFolder: string | null;
  pastedFileName: string;
  keepOriginalUploading: boolean;
  memo: string | null;
  reactions: string[];
  reactionAcceptance: ReactionAcceptance;
  mutedWords: Array<string | string[]>;
  mutedAds: string[];
  /** Kumo: emojis whose reactions are not drawn (Misskey's own client keeps these as `mutingEmojis`). */
  mutedEmojis: string[];
  showTimelineReplies: boolean;
  userPinnedLtlChannelIds: string[];
  widgets: Widget[];
  publicTlShowLocalPost: boolean;
  publicTlShowRemoteFollowPost: boolean;
  publicTlShowChannelFollowPost: boolean;
  // device-account level
  menu: string[];
  visibility: Visibility;
  localOnly: boolean;
  statusbars: Array<Record<string, unknown>>;
  deckProfile: string;
  deckColumnAlign: 'left' | 'center';
  deckAlwaysShowMainColumn: boolean;
  deckNavWindow: boolean;
  tl: { src: string; arg: unknown };
  // device level
  overridedDeviceKind: 'smartphone' | 'tablet' | 'desktop' | null;
  serverDisconnectedBehavior: 'quiet' | 'reload' | 'dialog';
  nsfw: 'respect' | 'force' | 'ignore';
  animation: boolean;
  animatedMfm: boolean;
  advancedMfm: boolean;
  loadRawImages: boolean;
  imageNewTab: boolean;
  enableDataSaverMode: boolean;
  disableShowingAnimatedImages: boolean;
  emojiStyle: 'twemoji' | 'fluentEmoji' | 'native';
  disableDrawer: boolean;
  useBlurEffect: boolean;
  useBlurEffectForModal: boolean;
  showFixedPostForm: boolean;
  showFixedPostFormInChannel: boolean;
  enableInfiniteScroll: boolean;
  useReactionPickerForContextMenu: boolean;
  showGapBetweenNotesInTimeline: boolean;
  darkMode: boolean;
  instanceTicker: 'none' | 'remote' | 'always';
  reactionPickerSize: number;
  reactionPickerWidth: number;
  reactionPickerHeight: number;
  reactionPickerUseDrawerForMobile: boolean;
  recentlyUsedEmojis: string[];
  recentlyUsedUsers: string[];
  menuDisplay: 'sideFull' | 'sideIcon' | 'top';
  reportError: boolean;
  squareAvatars: boolean;
  postFormWithHashtags: boolean;
  postFormHashtags: string;
  /** Misskey's name: the post form shows its text rendered under the text area. */
  showPreview: boolean;
  selectedChannelTab: string | null;
  themeInitial: boolean;
  numberOfPageCache: number;
  showNoteActionsOnlyHover: boolean;
  showClipButtonInNoteFooter: boolean;
  largeNoteReactions: boolean;
  forceShowAds: boolean;
  devMode: boolean;
  mediaListWithOneImageAppearance: 'expand' | '16_9' | '1_1' | '2_3';
  notificationPosition: 'leftTop' | 'leftBottom' | 'rightTop' | 'rightBottom';
  notificationStackAxis: 'vertical' | 'horizontal';
  enableCondensedLineForAcct: boolean;
  disableSwipe: boolean;
  fontSize: number;
  // theme settings (device level)
  lightTheme: ThemeRecord | null;
  darkTheme: ThemeRecord | null;
  syncDeviceDarkMode: boolean;
  plugins: PluginRecord[];
  /** The access token made for each plugin on this device, for this account (by plugin id). */
  pluginTokens: Record<string, string>;
  // sounds (device level, spec P2 §3): volumes 0..1; `type` is a file in /client-assets/sounds/ or null (none)
  sound_masterVolume: number;
  sound_mediaVolume: number;
  sound_note: SoundSetting;
  sound_noteMy: SoundSetting;
  sound_notification: SoundSetting;
  sound_chat: SoundSetting;
  sound_chatBg: SoundSetting;
  sound_antenna: SoundSetting;
  sound_channel: SoundSetting;
}

export interface SoundSetting {
  type: string | null;
  volume: number;
}

export type SettingKey = keyof Settings;

/** Spec P1 §3: the ten default reactions, in order. */
export const DEFAULT_REACTIONS = ['👍', '❤️', '😆', '🤔', '😮', '🎉', '💢', '😥', '😇', '🍮'];

/** Spec P1 §2: the default side menu. */
export const DEFAULT_MENU = [
  'timeline',
  'notifications',
  // left out where the server has no chat (Misskey 2025.4+ has it)
  'chat',
  'favorites',
  'drive',
  'followRequests',
  'channels',
  'pages',
  '-',
  'deck',
  'announcements',
  'search',
];

export interface Environment {
  prefersReducedMotion: boolean;
  isMobile: boolean;
}

type Def<K extends SettingKey> = { level: Level; default: (env: Environment) => Settings[K] };
const v =
  <T>(value: T) =>
  () =>
    structuredClone(value);

export const SETTING_DEFS: { [K in SettingKey]: Def<K> } = {
  accountSetupWizard: { level: 'account', default: v(0) },
  timelineTutorial: { level: 'account', default: v(0) },
  keepCw: { level: 'account', default: v(true) },
  rollDice: { level: 'account', default: v(true) },
  showFullAcct: { level: 'account', default: v(false) },
  collapseRenotes: { level: 'account', default: v(true) },
  rememberNoteVisibility: { level: 'account', default: v(false) },
  defaultNoteVisibility: { level: 'account', default: v<Visibility>('public') },
  defaultNoteLocalOnly: { level: 'account', default: v(false) },
  uploadFolder: { level: 'account', default: v<string | null>(null) },
  pastedFileName: { level: 'account', default: v('yyyy-MM-dd HH-mm-ss [{{number}}]') },
  keepOriginalUploading: { level: 'account', default: v(false) },
  memo: { level: 'account', default: v<string | null>(null) },
  reactions: { level: 'account', default: v(DEFAULT_REACTIONS) },
  reactionAcceptance: { level: 'account', default: v<ReactionAcceptance>('nonSensitiveOnly') },
  mutedWords: { level: 'account', default: v<Array<string | string[]>>([]) },
  mutedAds: { level: 'account', default: v<string[]>([]) },
  mutedEmojis: { level: 'account', default: v<string[]>([]) },
  showTimelineReplies: { level: 'account', default: v(false) },
  userPinnedLtlChannelIds: { level: 'account', default: v<string[]>([]) },
  widgets: { level: 'account', default: v<Widget[]>([]) },
  publicTlShowLocalPost: { level: 'account', default: v(true) },
  publicTlShowRemoteFollowPost: { level: 'account', default: v(false) },
  publicTlShowChannelFollowPost: { level: 'account', default: v(false) },

  menu: { level: 'deviceAccount', default: v(DEFAULT_MENU) },
  visibility: { level: 'deviceAccount', default: v<Visibility>('public') },
  localOnly: { level: 'deviceAccount', default: v(false) },
  statusbars: { level: 'deviceAccount', default: v<Array<Record<string, unknown>>>([]) },
  deckProfile: { level: 'deviceAccount', default: v('default') },
  deckColumnAlign: { level: 'deviceAccount', default: v<'left' | 'center'>('left') },
  deckAlwaysShowMainColumn: { level: 'deviceAccount', default: v(true) },
  deckNavWindow: { level: 'deviceAccount', default: v(true) },
  tl: { level: 'deviceAccount', default: v<{ src: string; arg: unknown }>({ src: 'recommend', arg: null }) },

  overridedDeviceKind: { level: 'device', default: v<Settings['overridedDeviceKind']>(null) },
  serverDisconnectedBehavior: {
    level: 'device',
    default: v<Settings['serverDisconnectedBehavior']>('quiet'),
  },
  nsfw: { level: 'device', default: v<Settings['nsfw']>('respect') },
  animation: { level: 'device', default: (env) => !env.prefersReducedMotion },
  animatedMfm: { level: 'device', default: v(false) },
  advancedMfm: { level: 'device', default: v(true) },
  loadRawImages: { level: 'device', default: v(false) },
  imageNewTab: { level: 'device', default: v(false) },
  enableDataSaverMode: { level: 'device', default: v(false) },
  disableShowingAnimatedImages: { level: 'device', default: (env) => env.prefersReducedMotion },
  emojiStyle: { level: 'device', default: v<Settings['emojiStyle']>('twemoji') },
  disableDrawer: { level: 'device', default: v(false) },
  useBlurEffect: { level: 'device', default: (env) => !env.isMobile },
  useBlurEffectForModal: { level: 'device', default: (env) => !env.isMobile },
  showFixedPostForm: { level: 'device', default: v(false) },
  showFixedPostFormInChannel: { level: 'device', default: v(false) },
  enableInfiniteScroll: { level: 'device', default: v(true) },
  useReactionPickerForContextMenu: { level: 'device', default: v(false) },
  showGapBetweenNotesInTimeline: { level: 'device', default: v(false) },
  darkMode: { level: 'device', default: v(false) },
  instanceTicker: { level: 'device', default: v<Settings['instanceTicker']>('remote') },
  reactionPickerSize: { level: 'device', default: v(1) },
  reactionPickerWidth: { level: 'device', default: v(1) },
  reactionPickerHeight: { level: 'device', default: v(2) },
  reactionPickerUseDrawerForMobile: { level: 'device', default: v(true) },
  recentlyUsedEmojis: { level: 'device', default: v<string[]>([]) },
  recentlyUsedUsers: { level: 'device', default: v<string[]>([]) },
  menuDisplay: { level: 'device', default: v<Settings['menuDisplay']>('sideFull') },
  reportError: { level: 'device', default: v(false) },
  squareAvatars: { level: 'device', default: v(false) },
  postFormWithHashtags: { level: 'device', default: v(false) },
  postFormHashtags: { level: 'device', default: v('') },
  showPreview: { level: 'device', default: v(false) },
  selectedChannelTab: { level: 'device', default: v<string | null>(null) },
  themeInitial: { level: 'device', default: v(true) },
  numberOfPageCache: { level: 'device', default: v(3) },
  showNoteActionsOnlyHover: { level: 'device', default: v(false) },
  showClipButtonInNoteFooter: { level: 'device', default: v(true) },
  largeNoteReactions: { level: 'device', default: v(false) },
  forceShowAds: { level: 'device', default: v(false) },
  devMode: { level: 'device', default: v(false) },
  mediaListWithOneImageAppearance: {
    level: 'device',
    default: v<Settings['mediaListWithOneImageAppearance']>('expand'),
  },
  notificationPosition: { level: 'device', default: v<Settings['notificationPosition']>('rightBottom') },
  notificationStackAxis: { level: 'device', default: v<Settings['notificationStackAxis']>('horizontal') },
  enableCondensedLineForAcct: { level: 'device', default: v(false) },
  disableSwipe: { level: 'device', default: v(false) },
  fontSize: { level: 'device', default: v(14) },
  lightTheme: { level: 'device', default: v<ThemeRecord | null>(null) },
  darkTheme: { level: 'device', default: v<ThemeRecord | null>(null) },
  syncDeviceDarkMode: { level: 'device', default: v(true) },
  plugins: { level: 'device', default: v<Settings['plugins']>([]) },
  pluginTokens: { level: 'deviceAccount', default: v<Record<string, string>>({}) },
  sound_masterVolume: { level: 'device', default: v(0.3) },
  sound_mediaVolume: { level: 'device', default: v(0.5) },
  sound_note: { level: 'device', default: v<SoundSetting>({ type: 'tick', volume: 0 }) },
  sound_noteMy: { level: 'device', default: v<SoundSetting>({ type: 'pop', volume: 1 }) },
  sound_notification: { level: 'device', default: v<SoundSetting>({ type: 'chime', volume: 1 }) },
  sound_chat: { level: 'device', default: v<SoundSetting>({ type: 'bubble', volume: 1 }) },
  sound_chatBg: { level: 'device', default: v<SoundSetting>({ type: 'drop', volume: 1 }) },
  sound_antenna: { level: 'device', default: v<SoundSetting>({ type: 'bell', volume: 1 }) },
  sound_channel: { level: 'device', default: v<SoundSetting>({ type: 'blip', volume: 1 }) },
};

/** Spec P1 §3 / §7: account-level settings live in the registry under this scope. */
export const REGISTRY_SCOPE = ['client', 'base'];

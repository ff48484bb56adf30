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

export interface SoundSetting {
  type: string | null;
  volume: number;
}

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

/** A setting's level and default; `default` is a function so each store gets a fresh copy. */
interface Def<T> {
  level: Level;
  default: (env: Environment) => T;
}
const def =
  (level: Level) =>
  <T>(value: T | ((env: Environment) => T)): Def<T> => ({
    level,
    default: typeof value === 'function' ? (value as (env: Environment) => T) : () => structuredClone(value),
  });
/** Kept in the account's registry, the same on every device. */
const account = def('account');
/** Kept on this device only. */
const device = def('device');
/** Kept on this device, for each account. */
const deviceAccount = def('deviceAccount');

/** Spec P1 §3: every setting, its level and its default; the settings' types come from here. */
export const SETTING_DEFS = {
  // account level
  accountSetupWizard: account(0),
  timelineTutorial: account(0),
  keepCw: account(true),
  /** Kumo: dice notation in a note is rolled when posting (spec P2 §5); off posts it as written. */
  rollDice: account(true),
  showFullAcct: account(false),
  collapseRenotes: account(true),
  rememberNoteVisibility: account(false),
  defaultNoteVisibility: account<Visibility>('public'),
  defaultNoteLocalOnly: account(false),
  uploadFolder: account<string | null>(null),
  pastedFileName: account('yyyy-MM-dd HH-mm-ss [{{number}}]'),
  keepOriginalUploading: account(false),
  memo: account<string | null>(null),
  reactions: account(DEFAULT_REACTIONS),
  reactionAcceptance: account<ReactionAcceptance>('nonSensitiveOnly'),
  mutedWords: account<Array<string | string[]>>([]),
  mutedAds: account<string[]>([]),
  /** Kumo: emojis whose reactions are not drawn (Misskey's own client keeps these as `mutingEmojis`). */
  mutedEmojis: account<string[]>([]),
  showTimelineReplies: account(false),
  userPinnedLtlChannelIds: account<string[]>([]),
  widgets: account<Widget[]>([]),
  publicTlShowLocalPost: account(true),
  publicTlShowRemoteFollowPost: account(false),
  publicTlShowChannelFollowPost: account(false),

  // device-account level
  menu: deviceAccount(DEFAULT_MENU),
  visibility: deviceAccount<Visibility>('public'),
  localOnly: deviceAccount(false),
  statusbars: deviceAccount<Array<Record<string, unknown>>>([]),
  deckProfile: deviceAccount('default'),
  /** Spec P1 §3: the deck's columns and layout kept on the device, with the profile they belong to. */
  deckOnDevice: deviceAccount<{ profile: string; columns: unknown[]; layout: unknown[] } | null>(null),
  deckColumnAlign: deviceAccount<'left' | 'center'>('left'),
  deckAlwaysShowMainColumn: deviceAccount(true),
  deckNavWindow: deviceAccount(true),
  tl: deviceAccount<{ src: string; arg: unknown }>({ src: 'recommend', arg: null }),

  // device level
  overridedDeviceKind: device<'smartphone' | 'tablet' | 'desktop' | null>(null),
  serverDisconnectedBehavior: device<'quiet' | 'reload' | 'dialog'>('quiet'),
  nsfw: device<'respect' | 'force' | 'ignore'>('respect'),
  animation: device((env) => !env.prefersReducedMotion),
  animatedMfm: device(false),
  advancedMfm: device(true),
  loadRawImages: device(false),
  imageNewTab: device(false),
  enableDataSaverMode: device(false),
  disableShowingAnimatedImages: device((env) => env.prefersReducedMotion),
  emojiStyle: device<'twemoji' | 'fluentEmoji' | 'native'>('twemoji'),
  disableDrawer: device(false),
  useBlurEffect: device((env) => !env.isMobile),
  useBlurEffectForModal: device((env) => !env.isMobile),
  showFixedPostForm: device(false),
  showFixedPostFormInChannel: device(false),
  enableInfiniteScroll: device(true),
  useReactionPickerForContextMenu: device(false),
  showGapBetweenNotesInTimeline: device(false),
  darkMode: device(false),
  instanceTicker: device<'none' | 'remote' | 'always'>('remote'),
  reactionPickerSize: device(1),
  reactionPickerWidth: device(1),
  reactionPickerHeight: device(2),
  reactionPickerUseDrawerForMobile: device(true),
  recentlyUsedEmojis: device<string[]>([]),
  recentlyUsedUsers: device<string[]>([]),
  menuDisplay: device<'sideFull' | 'sideIcon' | 'top'>('sideFull'),
  reportError: device(false),
  squareAvatars: device(false),
  postFormWithHashtags: device(false),
  postFormHashtags: device(''),
  /** Misskey's name: the post form shows its text rendered under the text area. */
  showPreview: device(false),
  selectedChannelTab: device<string | null>(null),
  themeInitial: device(true),
  numberOfPageCache: device(3),
  showNoteActionsOnlyHover: device(false),
  showClipButtonInNoteFooter: device(true),
  largeNoteReactions: device(false),
  forceShowAds: device(false),
  devMode: device(false),
  mediaListWithOneImageAppearance: device<'expand' | '16_9' | '1_1' | '2_3'>('expand'),
  notificationPosition: device<'leftTop' | 'leftBottom' | 'rightTop' | 'rightBottom'>('rightBottom'),
  notificationStackAxis: device<'vertical' | 'horizontal'>('horizontal'),
  enableCondensedLineForAcct: device(false),
  disableSwipe: device(false),
  fontSize: device(14),
  lightTheme: device<ThemeRecord | null>(null),
  darkTheme: device<ThemeRecord | null>(null),
  syncDeviceDarkMode: device(true),
  plugins: device<PluginRecord[]>([]),
  /** The access token made for each plugin on this device, for this account (by plugin id). */
  pluginTokens: deviceAccount<Record<string, string>>({}),
  // sounds (spec P2 §3): volumes 0..1; `type` is a file in /client-assets/sounds/ or null (none)
  sound_masterVolume: device(0.3),
  sound_mediaVolume: device(0.5),
  sound_note: device<SoundSetting>({ type: 'tick', volume: 0 }),
  sound_noteMy: device<SoundSetting>({ type: 'pop', volume: 1 }),
  sound_notification: device<SoundSetting>({ type: 'chime', volume: 1 }),
  sound_chat: device<SoundSetting>({ type: 'bubble', volume: 1 }),
  sound_chatBg: device<SoundSetting>({ type: 'drop', volume: 1 }),
  sound_antenna: device<SoundSetting>({ type: 'bell', volume: 1 }),
  sound_channel: device<SoundSetting>({ type: 'blip', volume: 1 }),
};

export type Settings = { [K in keyof typeof SETTING_DEFS]: ReturnType<(typeof SETTING_DEFS)[K]['default']> };
export type SettingKey = keyof Settings;

/** Spec P1 §3 / §7: account-level settings live in the registry under this scope. */
export const REGISTRY_SCOPE = ['client', 'base'];

import type { entities } from 'misskey-js';
import type { UserRow } from '../db/rows.ts';
import { parseJson } from '../db/statement.ts';
import { DEFAULT_CHAT_SCOPE, type ChatScope } from './chat-scope.ts';

/** Account settings that only the owner sees (MeDetailed), kept as JSON in `users.settings`. */
export interface UserSettings {
  followedMessage: string | null;
  injectFeaturedNote: boolean;
  receiveAnnouncementEmail: boolean;
  alwaysMarkNsfw: boolean;
  autoSensitive: boolean;
  carefulBot: boolean;
  autoAcceptFollowed: boolean;
  noCrawle: boolean;
  preventAiLearning: boolean;
  mutedWords: Array<string | string[]>;
  hardMutedWords: Array<string | string[]>;
  mutedInstances: string[];
  notificationRecieveConfig: entities.MeDetailed['notificationRecieveConfig'];
  emailNotificationTypes: string[];
  /** Who may start a chat with the user (Misskey's `chatScope`). */
  chatScope: ChatScope;
}

export const DEFAULT_SETTINGS: UserSettings = {
  followedMessage: null,
  injectFeaturedNote: true,
  receiveAnnouncementEmail: true,
  alwaysMarkNsfw: false,
  autoSensitive: false,
  carefulBot: false,
  autoAcceptFollowed: true,
  noCrawle: false,
  preventAiLearning: true,
  mutedWords: [],
  hardMutedWords: [],
  mutedInstances: [],
  notificationRecieveConfig: {},
  emailNotificationTypes: ['follow', 'receiveFollowRequest'],
  chatScope: DEFAULT_CHAT_SCOPE,
};

export function userSettings(user: UserRow): UserSettings {
  return { ...DEFAULT_SETTINGS, ...parseJson<Partial<UserSettings>>(user.settings, {}) };
}

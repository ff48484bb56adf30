import type { Db } from '../db/open.ts';
import { matchesWords } from './word-mute.ts';

const KEY = 'instanceSettings';

/** What administrators set about the instance (admin/update-meta) that meta and the manifest show. */
export interface InstanceSettings {
  name: string | null;
  shortName: string | null;
  description: string | null;
  maintainerName: string | null;
  maintainerEmail: string | null;
  langs: string[];
  iconUrl: string | null;
  app192IconUrl: string | null;
  app512IconUrl: string | null;
  bannerUrl: string | null;
  backgroundImageUrl: string | null;
  logoImageUrl: string | null;
  themeColor: string | null;
  tosUrl: string | null;
  privacyPolicyUrl: string | null;
  inquiryUrl: string | null;
  impressumUrl: string | null;
  repositoryUrl: string | null;
  feedbackUrl: string | null;
  // moderation lists (admin meta only): hosts, words and names, one entry each
  blockedHosts: string[];
  silencedHosts: string[];
  mediaSilencedHosts: string[];
  sensitiveWords: string[];
  prohibitedWords: string[];
  hiddenTags: string[];
  /** The users `pinned-users` shows, as `@name` or `name@host` (Misskey's pinnedUsers). */
  pinnedUsers: string[];
  preservedUsernames: string[];
  /** Signup needs an invitation code; null keeps what the instance was started with. */
  disableRegistration: boolean | null;
  /** Channels shown as tabs beside the local timeline, in order (a setting of Misskey forks, shown in meta). */
  pinnedLtlChannelIds: string[];
  /** Timelines show an ad after this many notes (0: none), as meta tells clients. */
  notesPerOneAd: number;
  /** Points (Kumo's own, services/points.ts) are awarded only when the administrators turn them on. */
  enablePoints: boolean;
}

export const DEFAULT_INSTANCE_SETTINGS: InstanceSettings = {
  name: 'Kumo Local',
  shortName: 'Kumo',
  description:
    'A Misskey-compatible server that runs on one machine, for trying out the Kumo web client. Everything here is local demo data.',
  maintainerName: 'Kumo',
  maintainerEmail: null,
  langs: ['en-US', 'ja-JP'],
  iconUrl: null,
  app192IconUrl: null,
  app512IconUrl: null,
  bannerUrl: null,
  backgroundImageUrl: null,
  logoImageUrl: null,
  themeColor: '#5b8def',
  tosUrl: null,
  privacyPolicyUrl: null,
  inquiryUrl: null,
  impressumUrl: null,
  repositoryUrl: null,
  feedbackUrl: null,
  blockedHosts: [],
  silencedHosts: [],
  mediaSilencedHosts: [],
  sensitiveWords: [],
  prohibitedWords: [],
  hiddenTags: [],
  pinnedUsers: [],
  disableRegistration: null,
  pinnedLtlChannelIds: [],
  notesPerOneAd: 0,
  enablePoints: false,
  // Misskey's default: names nobody may sign up with, so that no one passes for the server's staff
  preservedUsernames: [
    'admin',
    'administrator',
    'root',
    'system',
    'maintainer',
    'host',
    'mod',
    'moderator',
    'owner',
    'superuser',
    'staff',
    'auth',
    'i',
    'me',
    'everyone',
    'all',
    'mention',
    'mentions',
    'example',
    'user',
    'users',
    'account',
    'accounts',
    'official',
    'help',
    'helps',
    'support',
    'supports',
    'info',
    'information',
    'informations',
    'announce',
    'announces',
    'announcement',
    'announcements',
    'notice',
    'notification',
    'notifications',
    'dev',
    'developer',
    'developers',
    'tech',
    'misskey',
  ],
};

/**
 * Misskey's prohibited words: each line is a `/pattern/flags` expression or words separated by
 * spaces that must all appear. True when the text of a note would be refused.
 */
export function hasProhibitedWords(db: Db, texts: Array<string | null | undefined>): boolean {
  return matchesLines(instanceSettings(db).prohibitedWords, texts);
}

/** Misskey's sensitive words (written as prohibited words are): a public note that matches goes to home. */
export function hasSensitiveWords(db: Db, texts: Array<string | null | undefined>): boolean {
  return matchesLines(instanceSettings(db).sensitiveWords, texts);
}

function matchesLines(all: string[], texts: Array<string | null | undefined>): boolean {
  const lines = all.filter((l) => l.trim() !== '');
  if (lines.length === 0) return false;
  const rules = lines.map((l) => (l.startsWith('/') ? l : l.trim().split(/\s+/)));
  return texts.some((t) => t != null && matchesWords(t, rules));
}

export const INSTANCE_SETTING_KEYS = Object.keys(DEFAULT_INSTANCE_SETTINGS) as Array<keyof InstanceSettings>;

export function instanceSettings(db: Db): InstanceSettings {
  const row = db.prepare('SELECT value FROM kv WHERE key = ?').get(KEY) as { value: string } | undefined;
  if (!row) return DEFAULT_INSTANCE_SETTINGS;
  const stored = JSON.parse(row.value) as Partial<InstanceSettings>;
  return { ...DEFAULT_INSTANCE_SETTINGS, ...stored };
}

/** Keeps the changed settings; a setting not named keeps its value. */
export function updateInstanceSettings(db: Db, change: Partial<InstanceSettings>): void {
  const next = { ...instanceSettings(db) };
  for (const key of INSTANCE_SETTING_KEYS) {
    if (change[key] !== undefined) (next as Record<string, unknown>)[key] = change[key];
  }
  db.prepare('INSERT OR REPLACE INTO kv (key, value) VALUES (?, ?)').run(KEY, JSON.stringify(next));
}

/** Whether signup needs an invitation code now: the admin's choice, else the start-up option. */
export function registrationClosed(inst: { db: Db; options: { disableRegistration: boolean } }): boolean {
  return instanceSettings(inst.db).disableRegistration ?? inst.options.disableRegistration;
}

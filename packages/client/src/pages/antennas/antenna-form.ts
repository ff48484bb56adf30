import type { entities } from 'misskey-js';

export type AntennaSrc = entities.Antenna['src'];

/** The editable fields of an antenna as the form holds them (keywords and users as text). */
export interface AntennaDraft {
  name: string;
  src: AntennaSrc;
  userListId: string | null;
  users: string;
  keywords: string;
  excludeKeywords: string;
  caseSensitive: boolean;
  localOnly: boolean;
  withReplies: boolean;
  withFile: boolean;
  excludeBots: boolean;
  excludeNotesInSensitiveChannel: boolean;
}

export const EMPTY_ANTENNA: AntennaDraft = {
  name: '',
  src: 'all',
  userListId: null,
  users: '',
  keywords: '',
  excludeKeywords: '',
  caseSensitive: false,
  localOnly: false,
  withReplies: false,
  withFile: false,
  excludeBots: false,
  excludeNotesInSensitiveChannel: false,
};

/** "cat dog\nbird" -> [['cat', 'dog'], ['bird']]: lines are alternatives, words on a line all needed. */
export function keywordsFromText(text: string): string[][] {
  return text
    .split('\n')
    .map((line) => line.split(/\s+/).filter((w) => w !== ''))
    .filter((words) => words.length > 0);
}

export function keywordsToText(keywords: string[][]): string {
  return keywords.map((words) => words.join(' ')).join('\n');
}

/** One acct per line; blank lines dropped. */
export function usersFromText(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

export function draftOf(a: entities.Antenna): AntennaDraft {
  return {
    name: a.name,
    src: a.src,
    userListId: a.userListId,
    users: a.users.join('\n'),
    keywords: keywordsToText(a.keywords),
    excludeKeywords: keywordsToText(a.excludeKeywords),
    caseSensitive: a.caseSensitive,
    localOnly: a.localOnly,
    withReplies: a.withReplies,
    withFile: a.withFile,
    excludeBots: a.excludeBots,
    excludeNotesInSensitiveChannel: a.excludeNotesInSensitiveChannel,
  };
}

export type AntennaProblem = 'name' | 'keywords' | 'list' | null;

/** What stops the draft from being saved (the server would answer EMPTY_KEYWORD or NO_SUCH_USER_LIST). */
export function antennaProblem(d: AntennaDraft): AntennaProblem {
  if (d.name.trim() === '') return 'name';
  if (keywordsFromText(d.keywords).length === 0 && keywordsFromText(d.excludeKeywords).length === 0)
    return 'keywords';
  if (d.src === 'list' && !d.userListId) return 'list';
  return null;
}

/** The antennas/create body (antennas/update takes the same plus antennaId). */
export function antennaPayload(d: AntennaDraft) {
  const usesUsers = d.src === 'users' || d.src === 'users_blacklist';
  return {
    name: d.name.trim(),
    src: d.src,
    userListId: d.src === 'list' ? d.userListId : null,
    users: usesUsers ? usersFromText(d.users) : [],
    keywords: keywordsFromText(d.keywords),
    excludeKeywords: keywordsFromText(d.excludeKeywords),
    caseSensitive: d.caseSensitive,
    localOnly: d.localOnly,
    withReplies: d.withReplies,
    withFile: d.withFile,
    excludeBots: d.excludeBots,
    excludeNotesInSensitiveChannel: d.excludeNotesInSensitiveChannel,
  };
}

import type { entities } from 'misskey-js';
import type { Api } from '@/api/index.ts';
import type { CustomEmojiData as CustomEmoji } from '@/emoji/index.ts';
import {
  buildEmojiIndex,
  createEmojiSearcher,
  emojiValue,
  type EmojiIndex,
  loadUnicodeEmojis,
  type UnicodeEmojiEntry,
} from '@/emoji/index.ts';
import type { Suggestion } from './insert-suggestion.ts';
import { matchMfmFnNames } from './mfm-fn-names.ts';
import type { Trigger } from './triggers.ts';

/** One row of the suggestion list. */
export type SuggestionItem =
  | { key: string; label: string; suggestion: Suggestion & { type: 'user' }; user: entities.User }
  | { key: string; label: string; suggestion: Suggestion & { type: 'hashtag' } }
  | {
      key: string;
      label: string;
      suggestion: Suggestion & { type: 'emoji' };
      emoji: { char: string } | { name: string; url: string };
    }
  | { key: string; label: string; suggestion: Suggestion & { type: 'mfmTag' } };

const USER_LIMIT = 10;
const HASHTAG_LIMIT = 30;

export interface SourceContext {
  /** The signed-in account's API client. */
  api: Api;
  customEmojis: readonly CustomEmoji[];
  roleIds: readonly string[] | null;
  signal: AbortSignal;
}

async function users(query: string, ctx: SourceContext): Promise<SuggestionItem[]> {
  if (query === '') return [];
  const found = await ctx.api(
    'users/search-by-username-and-host',
    { username: query, limit: USER_LIMIT, detail: false },
    ctx.signal,
  );
  return found.map((user) => ({
    key: user.id,
    label: user.host ? `@${user.username}@${user.host}` : `@${user.username}`,
    suggestion: { type: 'user', username: user.username, host: user.host },
    user,
  }));
}

async function hashtags(query: string, ctx: SourceContext): Promise<SuggestionItem[]> {
  const found = await ctx.api('hashtags/search', { query, limit: HASHTAG_LIMIT }, ctx.signal);
  return found.map((tag) => ({ key: tag, label: `#${tag}`, suggestion: { type: 'hashtag', tag } }));
}

/** The emoji index is built once per custom list and role set; the searcher narrows as the user types. */
let emojiCache: {
  unicode: readonly UnicodeEmojiEntry[];
  custom: readonly CustomEmoji[];
  roles: string;
  index: EmojiIndex;
  search: (q: string) => ReturnType<ReturnType<typeof createEmojiSearcher>>;
} | null = null;

async function emojis(query: string, ctx: SourceContext): Promise<SuggestionItem[]> {
  const unicode = await loadUnicodeEmojis();
  const roles = JSON.stringify(ctx.roleIds);
  if (
    !emojiCache ||
    emojiCache.unicode !== unicode ||
    emojiCache.custom !== ctx.customEmojis ||
    emojiCache.roles !== roles
  ) {
    const index = buildEmojiIndex(unicode, ctx.customEmojis, ctx.roleIds);
    emojiCache = { unicode, custom: ctx.customEmojis, roles, index, search: createEmojiSearcher(index) };
  }
  return emojiCache.search(query).map((c) => ({
    key: `${c.kind}:${c.name}:${c.kind === 'unicode' ? c.entry.char : ''}`,
    label: `:${c.name}:`,
    suggestion: { type: 'emoji', value: emojiValue(c) },
    emoji: c.kind === 'unicode' ? { char: c.entry.char } : { name: c.emoji.name, url: c.emoji.url },
  }));
}

function mfmTags(query: string): SuggestionItem[] {
  return matchMfmFnNames(query).map((name) => ({
    key: name,
    label: `$[${name}]`,
    suggestion: { type: 'mfmTag', name },
  }));
}

/** The suggestions for a trigger (users and hashtags from the server, emoji and MFM names locally). */
export function fetchSuggestions(trigger: Trigger, ctx: SourceContext): Promise<SuggestionItem[]> {
  switch (trigger.type) {
    case 'user':
      return users(trigger.query, ctx);
    case 'hashtag':
      return hashtags(trigger.query, ctx);
    case 'emoji':
      return emojis(trigger.query, ctx);
    case 'mfmTag':
      return Promise.resolve(mfmTags(trigger.query));
  }
}

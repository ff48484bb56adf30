// Whether a new note belongs in an antenna (Misskey's rules, as a plain function of its inputs).

export type AntennaSrc = 'home' | 'all' | 'users' | 'list' | 'users_blacklist';

export interface AntennaRule {
  userId: string;
  src: AntennaSrc;
  keywords: string[][];
  excludeKeywords: string[][];
  /** Accts such as `alice` or `@alice` (local users only here). */
  users: string[];
  caseSensitive: boolean;
  localOnly: boolean;
  excludeBots: boolean;
  withReplies: boolean;
  withFile: boolean;
  excludeNotesInSensitiveChannel: boolean;
}

export interface AntennaNote {
  userId: string;
  text: string | null;
  cw: string | null;
  visibility: 'public' | 'home' | 'followers' | 'specified';
  replyId: string | null;
  hasFiles: boolean;
  channelIsSensitive: boolean;
}

export interface AntennaAuthor {
  id: string;
  username: string;
  host: string | null;
  isBot: boolean;
}

export interface AntennaFacts {
  /** The antenna owner follows the author. */
  ownerFollowsAuthor: boolean;
  /** The author is a member of the antenna's list (src 'list'). */
  authorInList: boolean;
}

/** Non-empty keyword groups: each line is an AND of words, lines are OR'ed. */
function groups(keywords: string[][]): string[][] {
  return keywords.map((g) => g.filter((w) => w !== '')).filter((g) => g.length > 0);
}

function containsAny(text: string, keywords: string[][], caseSensitive: boolean): boolean {
  const hay = caseSensitive ? text : text.toLowerCase();
  return keywords.some((and) => and.every((w) => hay.includes(caseSensitive ? w : w.toLowerCase())));
}

function acctMatches(acct: string, author: AntennaAuthor): boolean {
  const parts = acct.trim().replace(/^@/, '').split('@');
  const username = parts[0] ?? '';
  const host = parts[1] ?? null;
  return username.toLowerCase() === author.username.toLowerCase() && (host ?? null) === author.host;
}

export function antennaMatches(
  antenna: AntennaRule,
  note: AntennaNote,
  author: AntennaAuthor,
  facts: AntennaFacts,
): boolean {
  if (note.visibility === 'specified') return false;
  if (note.visibility === 'followers' && author.id !== antenna.userId && !facts.ownerFollowsAuthor)
    return false;
  if (antenna.excludeBots && author.isBot) return false;
  if (antenna.localOnly && author.host != null) return false;
  if (!antenna.withReplies && note.replyId != null) return false;
  if (antenna.withFile && !note.hasFiles) return false;
  if (antenna.excludeNotesInSensitiveChannel && note.channelIsSensitive) return false;

  switch (antenna.src) {
    case 'home':
      if (author.id !== antenna.userId && !facts.ownerFollowsAuthor) return false;
      break;
    case 'list':
      if (!facts.authorInList) return false;
      break;
    case 'users':
      if (!antenna.users.some((a) => acctMatches(a, author))) return false;
      break;
    case 'users_blacklist':
      if (antenna.users.some((a) => acctMatches(a, author))) return false;
      break;
    case 'all':
      break;
  }

  const include = groups(antenna.keywords);
  const exclude = groups(antenna.excludeKeywords);
  if (include.length === 0 && exclude.length === 0) return true;
  if (note.text == null && note.cw == null) return false;
  const text = `${note.text ?? ''}\n${note.cw ?? ''}`;
  if (include.length > 0 && !containsAny(text, include, antenna.caseSensitive)) return false;
  if (exclude.length > 0 && containsAny(text, exclude, antenna.caseSensitive)) return false;
  return true;
}

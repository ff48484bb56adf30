// Hashtags of a profile: Misskey takes them from the description, normalised to lower case.
import type { Db } from '../db/open.ts';
import type { UserRow } from '../db/rows.ts';
import { all, escapeLike } from '../db/statement.ts';
import { extractFromMfm } from './mfm-extract.ts';

/** Misskey keeps at most this many profile hashtags. */
export const MAX_PROFILE_TAGS = 32;

export function profileHashtags(description: string | null): string[] {
  return extractFromMfm(description).hashtags.slice(0, MAX_PROFILE_TAGS);
}

export type HashtagUserSort =
  '+follower' | '-follower' | '+createdAt' | '-createdAt' | '+updatedAt' | '-updatedAt';

const ALIVE_MS = 5 * 24 * 60 * 60 * 1000;

/** Local users whose profile carries `tag`, in Misskey's hashtags/users order. */
export function usersWithHashtag(
  db: Db,
  tag: string,
  opts: { sort: HashtagUserSort; state: 'all' | 'alive'; limit: number; offset: number; now?: number },
): UserRow[] {
  const wanted = tag.toLowerCase();
  const needle = `%#${escapeLike(wanted)}%`;
  const candidates = all<UserRow & { followers: number }>(
    db,
    `SELECT u.*, (SELECT COUNT(*) FROM follows f WHERE f.followeeId = u.id) AS followers
     FROM users u WHERE lower(u.description) LIKE ? ESCAPE '\\'`,
    needle,
  ).filter((u) => profileHashtags(u.description).includes(wanted));
  const now = opts.now ?? Date.now();
  const alive =
    opts.state === 'alive' ? candidates.filter((u) => (u.updatedAt ?? 0) > now - ALIVE_MS) : candidates;
  const dir = opts.sort.startsWith('+') ? -1 : 1;
  const key = (u: UserRow & { followers: number }): number | string =>
    opts.sort.endsWith('follower')
      ? u.followers
      : opts.sort.endsWith('createdAt')
        ? u.id
        : (u.updatedAt ?? 0);
  alive.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka === kb) return a.id < b.id ? 1 : -1;
    return (ka < kb ? -1 : 1) * dir;
  });
  return alive.slice(opts.offset, opts.offset + opts.limit);
}

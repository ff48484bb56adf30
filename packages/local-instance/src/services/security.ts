import type { Db } from '../db/open.ts';
import { genId } from '../db/ids.ts';
import { run } from '../db/statement.ts';

/** One attempt to sign in with a password, kept for i/signin-history (as Misskey's `signin` table). */
export function recordSignin(
  db: Db,
  entry: { userId: string; ip: string; headers: Record<string, unknown>; success: boolean },
): void {
  run(
    db,
    'INSERT INTO signins (id, userId, ip, headers, success) VALUES (?, ?, ?, ?, ?)',
    genId(),
    entry.userId,
    entry.ip,
    JSON.stringify(entry.headers),
    entry.success ? 1 : 0,
  );
}

/** An app token (access_tokens row) was just used to call the API. */
export function markAccessTokenUsed(db: Db, tokenId: string, at = Date.now()): void {
  run(
    db,
    `INSERT INTO access_token_uses (tokenId, lastUsedAt) VALUES (?, ?)
     ON CONFLICT (tokenId) DO UPDATE SET lastUsedAt = excluded.lastUsedAt`,
    tokenId,
    at,
  );
}

import { defineEndpoint, type CallContext, type EndpointRules } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import type { EmojiRow, UserRow } from '../../db/rows.ts';
import { all, one } from '../../db/statement.ts';
import { packEmojiDetailed } from '../../packing/emoji.ts';
import { requireRolePolicy } from './role-policy.ts';
import { findDriveFile } from '../../services/drive.ts';
import { ranksOfUser } from '../../services/roles.ts';

/**
 * The drive file an emoji is made from and its bytes, or the endpoint's own NO_SUCH_FILE (Misskey
 * gives add and update an id each). The file is the caller's own, or any file for a moderator, who
 * may see every file anyway: an emoji manager who is not one (the role policy) cannot publish another
 * user's private file by guessing its id.
 */
export function emojiSourceFile(ctx: CallContext, me: UserRow, fileId: string, errorId: string) {
  const file = findDriveFile(ctx.inst, fileId);
  const mayUse = file && (file.userId === me.id || ranksOfUser(ctx.inst.db, me).isModerator);
  const data = mayUse ? ctx.inst.files.get(file.accessKey) : null;
  if (!file || !data) throw new ApiError({ message: 'No such file.', code: 'NO_SUCH_FILE', id: errorId });
  return { file, data };
}

/** Misskey's `requireRolePolicy: 'canManageCustomEmojis'` of the emoji endpoints (administrators pass). */
export function requireEmojiManager(ctx: CallContext, me: UserRow): void {
  requireRolePolicy(ctx, me, 'canManageCustomEmojis');
}

export const noSuchEmoji = (id: string) => ({ message: 'No such emoji.', code: 'NO_SUCH_EMOJI', id });

export function findEmoji(ctx: CallContext, by: { id?: string; name?: string }): EmojiRow | undefined {
  if (by.id) return one<EmojiRow>(ctx.inst.db, 'SELECT * FROM emojis WHERE id = ?', by.id);
  if (by.name) return one<EmojiRow>(ctx.inst.db, 'SELECT * FROM emojis WHERE name = ?', by.name);
  return undefined;
}

export function emojisByIds(ctx: CallContext, ids: readonly string[]): EmojiRow[] {
  if (ids.length === 0) return [];
  return all<EmojiRow>(
    ctx.inst.db,
    `SELECT * FROM emojis WHERE id IN (${ids.map(() => '?').join(', ')})`,
    ...ids,
  );
}

/** Tells every socket of changed or removed emoji (`emojiUpdated`, `emojiDeleted`), each packed for its origin. */
export function broadcastEmojis(
  ctx: CallContext,
  type: 'emojiUpdated' | 'emojiDeleted' | 'emojiAdded',
  rows: readonly EmojiRow[],
): void {
  if (rows.length === 0) return;
  ctx.inst.events.emit('broadcast', type, (origin: string) =>
    type === 'emojiAdded'
      ? { emoji: packEmojiDetailed(origin, rows[0]!) }
      : { emojis: rows.map((r) => packEmojiDetailed(origin, r)) },
  );
}

/** What admin/emoji/add and admin/emoji/update take about an emoji besides its file. */
export const EMOJI_FIELDS = {
  name: { type: 'string', pattern: /^[a-zA-Z0-9_]+$/ },
  category: { type: 'string', nullable: true, maxLength: 128 },
  aliases: { type: 'array', items: { type: 'string' } },
  license: { type: 'string', nullable: true, maxLength: 1024 },
  isSensitive: { type: 'boolean' },
  localOnly: { type: 'boolean' },
  roleIdsThatCanBeUsedThisEmojiAsReaction: { type: 'array', items: { type: 'string' } },
} as const;

/** The ids of a bulk emoji change (at most 1,000, as Misskey's). */
export const BULK_IDS = { type: 'array', items: { type: 'string' }, maxItems: 1000 } as const;

/** Aliases as kept: trimmed, without empty ones or repeats. */
export function cleanAliases(aliases: readonly string[]): string[] {
  return [...new Set(aliases.map((a) => a.trim()).filter((a) => a !== ''))];
}

/**
 * A bulk change: each existing emoji of `ids` gets what `change` makes of its category, aliases
 * and licence (unknown ids are ignored), in one transaction; every socket hears `emojiUpdated`.
 */
export function updateEmojisBulk(
  ctx: CallContext,
  ids: readonly string[],
  change: (row: EmojiRow) => Pick<EmojiRow, 'category' | 'aliases' | 'license'>,
): void {
  const now = Date.now();
  const rows: EmojiRow[] = emojisByIds(ctx, ids).map((r) => ({ ...r, ...change(r), updatedAt: now }));
  const update = ctx.inst.db.prepare(
    'UPDATE emojis SET category = ?, aliases = ?, license = ?, updatedAt = ? WHERE id = ?',
  );
  ctx.inst.db.transaction(() =>
    rows.forEach((r) => update.run(r.category, r.aliases, r.license, now, r.id)),
  )();
  broadcastEmojis(ctx, 'emojiUpdated', rows);
}

/** A row's aliases as a list (they are kept as JSON). */
function aliasesOf(row: EmojiRow): string[] {
  return JSON.parse(row.aliases) as string[];
}

/**
 * admin/emoji/{add,remove,set}-aliases-bulk: each existing emoji of `ids` gets the aliases `combine`
 * makes of its own and those sent.
 */
export function aliasesBulkEndpoint(
  name: `admin/emoji/${'add' | 'remove' | 'set'}-aliases-bulk`,
  rules: EndpointRules & { requireCredential: true },
  combine: (own: string[], sent: string[]) => string[],
) {
  return defineEndpoint(
    name,
    {
      ...rules,
      params: {
        type: 'object',
        properties: { ids: BULK_IDS, aliases: { type: 'array', items: { type: 'string' } } },
        required: ['ids', 'aliases'],
      },
    },
    (ps, me, ctx) => {
      requireEmojiManager(ctx, me);
      const sent = ps.aliases as string[];
      updateEmojisBulk(ctx, ps.ids as string[], (r) => ({
        ...r,
        aliases: JSON.stringify(cleanAliases(combine(aliasesOf(r), sent))),
      }));
    },
  );
}

// antennas/* with Misskey's parameters and error ids.
import { errorWithId } from '../errors.ts';
import type { ObjectSchema, Schema } from '../schema.ts';
import { id } from '../schema.ts';
import { run } from '../../db/statement.ts';
import type { AntennaRow } from '../../services/antennas.ts';

export const noSuchAntenna = errorWithId('No such antenna.', 'NO_SUCH_ANTENNA');

export const noSuchUserList = errorWithId('No such user list.', 'NO_SUCH_USER_LIST');

export const emptyKeyword = errorWithId('Either keywords or excludeKeywords is required.', 'EMPTY_KEYWORD');

export const keywordList: Schema = { type: 'array', items: { type: 'array', items: { type: 'string' } } };

export const antennaFields: Record<string, Schema> = {
  name: { type: 'string', minLength: 1, maxLength: 100 },
  src: { type: 'string', enum: ['home', 'all', 'users', 'list', 'users_blacklist'] },
  userListId: id({ nullable: true }),
  keywords: keywordList,
  excludeKeywords: keywordList,
  users: { type: 'array', items: { type: 'string' } },
  caseSensitive: { type: 'boolean' },
  localOnly: { type: 'boolean' },
  excludeBots: { type: 'boolean' },
  withReplies: { type: 'boolean' },
  withFile: { type: 'boolean' },
  excludeNotesInSensitiveChannel: { type: 'boolean' },
};

export const antennaIdOnly: ObjectSchema = {
  type: 'object',
  properties: { antennaId: id() },
  required: ['antennaId'],
};

export const isBlank = (kw: string[][]) => kw.flat().every((w) => w === '');

export function insertAntenna(db: Parameters<typeof run>[0], row: AntennaRow): void {
  run(
    db,
    `INSERT OR REPLACE INTO antennas (id, createdAt, userId, name, src, userListId, keywords, excludeKeywords, users,
      caseSensitive, localOnly, excludeBots, withReplies, withFile, notify, excludeNotesInSensitiveChannel, isActive)
     VALUES (@id, @createdAt, @userId, @name, @src, @userListId, @keywords, @excludeKeywords, @users,
      @caseSensitive, @localOnly, @excludeBots, @withReplies, @withFile, @notify, @excludeNotesInSensitiveChannel, @isActive)`,
    row,
  );
}

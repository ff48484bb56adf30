// antennas/* with Misskey's parameters and error ids.
import { defineEndpoint } from '../endpoint.ts';
import { ApiError } from '../errors.ts';
import type { ApiErrorSpec } from '../errors.ts';
import type { ObjectSchema, Schema } from '../schema.ts';
import { id, paginationProps } from '../schema.ts';
import { HOUR } from '../rate-limit.ts';
import { genId } from '../../db/ids.ts';
import { run } from '../../db/statement.ts';
import { DEFAULT_POLICIES } from '../../packing/policies.ts';
import { packNotes } from '../../packing/note.ts';
import { notesWhere } from '../../services/timelines.ts';
import { findOwnUserList } from '../../services/user-lists.ts';
import type { AntennaRow } from '../../services/antennas.ts';
import { antennasOf, findOwnAntenna, packAntenna } from '../../services/antennas.ts';

const noSuchAntenna = (errId: string): ApiErrorSpec => ({
  message: 'No such antenna.',
  code: 'NO_SUCH_ANTENNA',
  id: errId,
});
const noSuchUserList = (errId: string): ApiErrorSpec => ({
  message: 'No such user list.',
  code: 'NO_SUCH_USER_LIST',
  id: errId,
});
const emptyKeyword = (errId: string): ApiErrorSpec => ({
  message: 'Either keywords or excludeKeywords is required.',
  code: 'EMPTY_KEYWORD',
  id: errId,
});

const keywordList: Schema = { type: 'array', items: { type: 'array', items: { type: 'string' } } };
const fields: Record<string, Schema> = {
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
const antennaIdOnly: ObjectSchema = {
  type: 'object',
  properties: { antennaId: id() },
  required: ['antennaId'],
};

const isBlank = (kw: string[][]) => kw.flat().every((w) => w === '');
const flag = (v: boolean | undefined, prev: number) => (v === undefined ? prev : v ? 1 : 0);

export const antennasCreate = defineEndpoint(
  'antennas/create',
  {
    requireCredential: true,
    limit: { duration: HOUR, max: 60 },
    params: {
      type: 'object',
      properties: fields,
      required: [
        'name',
        'src',
        'keywords',
        'excludeKeywords',
        'users',
        'caseSensitive',
        'withReplies',
        'withFile',
      ],
    },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    if (isBlank(ps.keywords) && isBlank(ps.excludeKeywords)) {
      throw new ApiError(emptyKeyword('53ee222e-1ddd-4f9a-92e5-9fb82ddb463a'));
    }
    if (antennasOf(db, me.id).length >= DEFAULT_POLICIES.antennaLimit) {
      throw new ApiError({
        message: 'You cannot create antenna any more.',
        code: 'TOO_MANY_ANTENNAS',
        id: 'faf47050-e8b5-438c-913c-db2b1576fde4',
      });
    }
    let userListId: string | null = null;
    if (ps.src === 'list' && ps.userListId) {
      const list = findOwnUserList(db, ps.userListId, me.id);
      if (!list) throw new ApiError(noSuchUserList('95063e93-a283-4b8b-9aa5-bcdb8df69a7f'));
      userListId = list.id;
    }
    const now = Date.now();
    const row: AntennaRow = {
      id: genId(now),
      createdAt: now,
      userId: me.id,
      name: ps.name,
      src: ps.src,
      userListId,
      keywords: JSON.stringify(ps.keywords),
      excludeKeywords: JSON.stringify(ps.excludeKeywords),
      users: JSON.stringify(ps.users),
      caseSensitive: ps.caseSensitive ? 1 : 0,
      localOnly: ps.localOnly ? 1 : 0,
      excludeBots: ps.excludeBots ? 1 : 0,
      withReplies: ps.withReplies ? 1 : 0,
      withFile: ps.withFile ? 1 : 0,
      notify: 0,
      excludeNotesInSensitiveChannel: ps.excludeNotesInSensitiveChannel ? 1 : 0,
      isActive: 1,
    };
    insertAntenna(ctx.inst.db, row);
    return packAntenna(row);
  },
);

function insertAntenna(db: Parameters<typeof run>[0], row: AntennaRow): void {
  run(
    db,
    `INSERT OR REPLACE INTO antennas (id, createdAt, userId, name, src, userListId, keywords, excludeKeywords, users,
      caseSensitive, localOnly, excludeBots, withReplies, withFile, notify, excludeNotesInSensitiveChannel, isActive)
     VALUES (@id, @createdAt, @userId, @name, @src, @userListId, @keywords, @excludeKeywords, @users,
      @caseSensitive, @localOnly, @excludeBots, @withReplies, @withFile, @notify, @excludeNotesInSensitiveChannel, @isActive)`,
    row,
  );
}

export const antennasUpdate = defineEndpoint(
  'antennas/update',
  {
    requireCredential: true,
    params: { type: 'object', properties: { antennaId: id(), ...fields }, required: ['antennaId'] },
  },
  (ps, me, ctx) => {
    const db = ctx.inst.db;
    const a = findOwnAntenna(db, ps.antennaId, me.id);
    if (!a) throw new ApiError(noSuchAntenna('10c673ac-8852-48eb-aa1f-f5b67f069290'));
    const keywords = ps.keywords ?? JSON.parse(a.keywords);
    const excludeKeywords = ps.excludeKeywords ?? JSON.parse(a.excludeKeywords);
    if (isBlank(keywords) && isBlank(excludeKeywords)) {
      throw new ApiError(emptyKeyword('721aaff6-4e1b-4d88-8de6-877fae9f68c4'));
    }
    const src = ps.src ?? a.src;
    let userListId = ps.userListId !== undefined ? ps.userListId : a.userListId;
    if (src === 'list' && userListId) {
      if (!findOwnUserList(db, userListId, me.id)) {
        throw new ApiError(noSuchUserList('1c6b35c9-943e-48c2-81e4-2844989407f7'));
      }
    } else if (src !== 'list') userListId = null;
    const row: AntennaRow = {
      ...a,
      name: ps.name ?? a.name,
      src,
      userListId,
      keywords: JSON.stringify(keywords),
      excludeKeywords: JSON.stringify(excludeKeywords),
      users: ps.users ? JSON.stringify(ps.users) : a.users,
      caseSensitive: flag(ps.caseSensitive, a.caseSensitive),
      localOnly: flag(ps.localOnly, a.localOnly),
      excludeBots: flag(ps.excludeBots, a.excludeBots),
      withReplies: flag(ps.withReplies, a.withReplies),
      withFile: flag(ps.withFile, a.withFile),
      excludeNotesInSensitiveChannel: flag(
        ps.excludeNotesInSensitiveChannel,
        a.excludeNotesInSensitiveChannel,
      ),
      isActive: 1,
    };
    insertAntenna(db, row);
    return packAntenna(row);
  },
);

export const antennasList = defineEndpoint(
  'antennas/list',
  { requireCredential: true, params: { type: 'object', properties: {} } },
  (_ps, me, ctx) => antennasOf(ctx.inst.db, me.id).map(packAntenna),
);

export const antennasShow = defineEndpoint(
  'antennas/show',
  { requireCredential: true, params: antennaIdOnly },
  (ps, me, ctx) => {
    const a = findOwnAntenna(ctx.inst.db, ps.antennaId, me.id);
    if (!a) throw new ApiError(noSuchAntenna('c06569fb-b025-4f23-b22d-1fcd20d2816b'));
    return packAntenna(a);
  },
);

export const antennasDelete = defineEndpoint(
  'antennas/delete',
  { requireCredential: true, params: antennaIdOnly },
  (ps, me, ctx) => {
    const a = findOwnAntenna(ctx.inst.db, ps.antennaId, me.id);
    if (!a) throw new ApiError(noSuchAntenna('b34dcf9d-348f-44bb-99d0-6c9314cfe2df'));
    run(ctx.inst.db, 'DELETE FROM antennas WHERE id = ?', a.id);
  },
);

export const antennasNotes = defineEndpoint(
  'antennas/notes',
  {
    requireCredential: true,
    params: { type: 'object', properties: { antennaId: id(), ...paginationProps }, required: ['antennaId'] },
  },
  (ps, me, ctx) => {
    const a = findOwnAntenna(ctx.inst.db, ps.antennaId, me.id);
    if (!a) throw new ApiError(noSuchAntenna('850926e0-fd3b-49b6-b69a-b28a5dbd82fe'));
    const notes = notesWhere(
      ctx.inst.db,
      me,
      'EXISTS (SELECT 1 FROM antenna_notes an WHERE an.antennaId = @antennaId AND an.noteId = n.id)',
      ps,
      { antennaId: a.id },
    );
    return packNotes(ctx.pc, notes);
  },
);

import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { genId } from '../../../db/ids.ts';
import { effectivePolicies } from '../../../packing/policies.ts';
import { findOwnUserList } from '../../../services/user-lists.ts';
import type { AntennaRow } from '../../../services/antennas.ts';
import { antennasOf, packAntenna } from '../../../services/antennas.ts';
import {
  noSuchUserList,
  emptyKeyword,
  antennaFields,
  isBlank,
  insertAntenna,
} from '../../shared/antennas.ts';

export default defineEndpoint(
  'antennas/create',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    params: {
      type: 'object',
      properties: antennaFields,
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
    if (antennasOf(db, me.id).length >= effectivePolicies(ctx.inst, me).antennaLimit) {
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

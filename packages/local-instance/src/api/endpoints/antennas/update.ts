import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { id } from '../../schema.ts';
import { findOwnUserList } from '../../../services/user-lists.ts';
import type { AntennaRow } from '../../../services/antennas.ts';
import { findOwnAntenna, packAntenna } from '../../../services/antennas.ts';
import {
  noSuchAntenna,
  noSuchUserList,
  emptyKeyword,
  antennaFields,
  isBlank,
  insertAntenna,
} from '../../shared/antennas.ts';

const flag = (v: boolean | undefined, prev: number) => (v === undefined ? prev : v ? 1 : 0);

export default defineEndpoint(
  'antennas/update',
  {
    requireCredential: true,
    kind: 'write:account',
    prohibitMoved: true,
    params: { type: 'object', properties: { antennaId: id(), ...antennaFields }, required: ['antennaId'] },
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

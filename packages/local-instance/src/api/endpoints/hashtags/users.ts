import { defineEndpoint } from '../../endpoint.ts';
import { limitParam } from '../../schema.ts';
import { usersWithHashtag, type HashtagUserSort } from '../../../services/user-hashtags.ts';
import { packUserDetailed } from '../../../packing/user.ts';

/** hashtags/users: the users whose profile has a hashtag (all local here; `remote` finds none). */
export default defineEndpoint(
  'hashtags/users',
  {
    requireCredential: false,
    allowGet: true,
    params: {
      type: 'object',
      properties: {
        tag: { type: 'string', maxLength: 128 },
        limit: limitParam(),
        offset: { type: 'integer', default: 0 },
        sort: {
          type: 'string',
          enum: ['+follower', '-follower', '+createdAt', '-createdAt', '+updatedAt', '-updatedAt'],
        },
        state: { type: 'string', enum: ['all', 'alive'], default: 'all' },
        origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' },
      },
      required: ['tag', 'sort'],
    },
  },
  (ps, _me, ctx) => {
    if (ps.origin === 'remote') return [];
    return usersWithHashtag(ctx.inst.db, ps.tag, {
      sort: ps.sort as HashtagUserSort,
      state: (ps.state ?? 'all') as 'all' | 'alive',
      limit: ps.limit ?? 10,
      offset: ps.offset ?? 0,
    }).map((u) => packUserDetailed(ctx.pc, u));
  },
);

import { defineEndpoint } from '../../../endpoint.ts';
import { id, limitParam } from '../../../schema.ts';
import { requireEmojiManager } from '../../../shared/emojis.ts';

/**
 * admin/emoji/list-remote: other servers' emoji this one has seen. Kumo Local does not federate, so
 * it has seen none: the list is empty, with Misskey's parameters and permission checked all the same.
 */
export default defineEndpoint(
  'admin/emoji/list-remote',
  {
    requireCredential: true,
    kind: 'read:admin:emoji',
    requireRolePolicy: 'canManageCustomEmojis',
    params: {
      type: 'object',
      properties: {
        query: { type: 'string', nullable: true, default: null, maxLength: 1000 },
        host: { type: 'string', nullable: true, default: null, maxLength: 1000 },
        limit: limitParam(100, 10),
        sinceId: id(),
        untilId: id(),
      },
    },
  },
  (_ps, me, ctx) => {
    requireEmojiManager(ctx, me);
    return [];
  },
);

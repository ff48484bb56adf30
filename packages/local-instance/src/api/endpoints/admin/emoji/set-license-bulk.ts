import { defineEndpoint } from '../../../endpoint.ts';
import { BULK_IDS, requireEmojiManager, updateEmojisBulk } from '../../../shared/emojis.ts';

/** admin/emoji/set-license-bulk: gives the emoji of `ids` one licence text (none for null). */
export default defineEndpoint(
  'admin/emoji/set-license-bulk',
  {
    requireCredential: true,
    kind: 'write:admin:emoji',
    requireRolePolicy: 'canManageCustomEmojis',
    params: {
      type: 'object',
      properties: { ids: BULK_IDS, license: { type: 'string', nullable: true, maxLength: 1024 } },
      required: ['ids'],
    },
  },
  (ps, me, ctx) => {
    requireEmojiManager(ctx, me);
    updateEmojisBulk(ctx, ps.ids, (r) => ({ ...r, license: ps.license ?? null }));
  },
);

import { aliasesBulkEndpoint } from '../../../shared/emojis.ts';

/** admin/emoji/add-aliases-bulk: each emoji of `ids` also answers to `aliases` (those it has stay). */
export default aliasesBulkEndpoint(
  'admin/emoji/add-aliases-bulk',
  { requireCredential: true, kind: 'write:admin:emoji', requireRolePolicy: 'canManageCustomEmojis' },
  (own, sent) => [...own, ...sent],
);

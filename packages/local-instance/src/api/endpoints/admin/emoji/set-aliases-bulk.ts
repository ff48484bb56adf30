import { aliasesBulkEndpoint } from '../../../shared/emojis.ts';

/** admin/emoji/set-aliases-bulk: each emoji of `ids` answers to `aliases` and no others. */
export default aliasesBulkEndpoint(
  'admin/emoji/set-aliases-bulk',
  { requireCredential: true, kind: 'write:admin:emoji', requireRolePolicy: 'canManageCustomEmojis' },
  (_own, sent) => sent,
);

import { aliasesBulkEndpoint } from '../../../shared/emojis.ts';

/** admin/emoji/remove-aliases-bulk: each emoji of `ids` stops answering to `aliases` (its others stay). */
export default aliasesBulkEndpoint(
  'admin/emoji/remove-aliases-bulk',
  { requireCredential: true, kind: 'write:admin:emoji', requireRolePolicy: 'canManageCustomEmojis' },
  (own, sent) => own.filter((a) => !sent.includes(a)),
);

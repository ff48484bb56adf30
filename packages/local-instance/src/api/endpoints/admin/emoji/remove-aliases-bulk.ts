import { aliasesBulkEndpoint } from '../../../shared/emojis.ts';

/** admin/emoji/remove-aliases-bulk: each emoji of `ids` stops answering to `aliases` (its others stay). */
export default aliasesBulkEndpoint('admin/emoji/remove-aliases-bulk', (own, sent) =>
  own.filter((a) => !sent.includes(a)),
);

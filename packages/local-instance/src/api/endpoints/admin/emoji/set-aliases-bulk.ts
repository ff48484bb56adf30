import { aliasesBulkEndpoint } from '../../../shared/emojis.ts';

/** admin/emoji/set-aliases-bulk: each emoji of `ids` answers to `aliases` and no others. */
export default aliasesBulkEndpoint('admin/emoji/set-aliases-bulk', (_own, sent) => sent);

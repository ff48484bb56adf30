import { importUserLists } from '../../../services/account-import.ts';
import { HOUR } from '../../rate-limit.ts';
import { csvImportErrors, csvImporter } from '../../shared/data-export-import.ts';

const USER_LISTS_ERRORS = csvImportErrors([
  'ea9cc34f-c415-4bc6-a6fe-28ac40357049',
  'a3c9edda-dd9b-4596-be6a-150ef813745c',
  'ae6e7a22-971b-4b52-b2be-fc0b9b121fe9',
  '99efe367-ce6e-4d44-93f8-5fae7b040356',
]);

export default csvImporter(
  'i/import-user-lists',
  {
    requireCredential: true,
    requireRolePolicy: 'canImportUserLists',
    prohibitMoved: true,
    secure: true,
    limit: { duration: HOUR, max: 1 },
  },
  USER_LISTS_ERRORS,
  (ctx, me, text, host) => importUserLists(ctx.inst, me, text, host),
);

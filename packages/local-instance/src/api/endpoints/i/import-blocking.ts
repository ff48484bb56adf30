import { importBlocking } from '../../../services/account-import.ts';
import { HOUR } from '../../rate-limit.ts';
import { csvImportErrors, csvImporter } from '../../shared/data-export-import.ts';

const BLOCKING_ERRORS = csvImportErrors([
  'ebb53e5f-6574-9c0c-0b92-7ca6def56d7e',
  'b6fab7d6-d945-d67c-dfdb-32da1cd12cfe',
  'b7fbf0b1-aeef-3b21-29ef-fadd4cb72ccf',
  '6f3a4dcc-f060-a707-4950-806fbdbe60d6',
]);

export default csvImporter(
  'i/import-blocking',
  {
    requireCredential: true,
    requireRolePolicy: 'canImportBlocking',
    prohibitMoved: true,
    secure: true,
    limit: { duration: HOUR, max: 1 },
  },
  BLOCKING_ERRORS,
  (ctx, me, text, host) => importBlocking(ctx.inst, me, text, host),
);

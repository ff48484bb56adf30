import { importMuting } from '../../../services/account-import.ts';
import { HOUR } from '../../rate-limit.ts';
import { csvImportErrors, csvImporter } from '../../shared/data-export-import.ts';

const MUTING_ERRORS = csvImportErrors([
  'e674141e-bd2a-ba85-e616-aefb187c9c2a',
  '568c6e42-c86c-ba09-c004-517f83f9f1a8',
  '9b4ada6d-d7f7-0472-0713-4f558bd1ec9c',
  'd2f12af1-e7b4-feac-86a3-519548f2728e',
]);

export default csvImporter(
  'i/import-muting',
  {
    requireCredential: true,
    requireRolePolicy: 'canImportMuting',
    prohibitMoved: true,
    secure: true,
    limit: { duration: HOUR, max: 1 },
  },
  MUTING_ERRORS,
  (ctx, me, text, host) => importMuting(ctx.inst, me, text, host),
);

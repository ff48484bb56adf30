import { defineEndpoint } from '../../endpoint.ts';
import { id } from '../../schema.ts';
import { HOUR } from '../../rate-limit.ts';
import { importFollowing } from '../../../services/account-import.ts';
import { requireRolePolicy } from '../../shared/role-policy.ts';
import { csvImportErrors, importText, localHost, applyAfterAnswer } from '../../shared/data-export-import.ts';

const FOLLOWING_ERRORS = csvImportErrors([
  'b98644cf-a5ac-4277-a502-0b8054a709a3',
  '660f3599-bce0-4f95-9dde-311fd841c183',
  'dee9d4ed-ad07-43ed-8b34-b2856398bc60',
  '31a1b42c-06f7-42ae-8a38-a661c5c9f691',
]);

export default defineEndpoint(
  'i/import-following',
  {
    requireCredential: true,
    requireRolePolicy: 'canImportFollowing',
    prohibitMoved: true,
    secure: true,
    limit: { duration: HOUR, max: 1 },
    params: {
      type: 'object',
      properties: { fileId: id(), withReplies: { type: 'boolean' } },
      required: ['fileId'],
    },
  },
  (ps, me, ctx) => {
    requireRolePolicy(ctx, me, 'canImportFollowing');
    const text = importText(ctx, me, ps.fileId, FOLLOWING_ERRORS);
    const host = localHost(ctx);
    applyAfterAnswer(ctx, me, 'i/import-following', (fresh) =>
      importFollowing(ctx.inst, fresh, text, host, ps.withReplies ?? false),
    );
  },
);

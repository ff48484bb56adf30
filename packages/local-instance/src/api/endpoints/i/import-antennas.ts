import { defineEndpoint } from '../../endpoint.ts';
import { ApiError } from '../../errors.ts';
import { HOUR } from '../../rate-limit.ts';
import { importAntennas, parseAntennas } from '../../../services/account-import.ts';
import { antennasOf } from '../../../services/antennas.ts';
import { requireRolePolicy } from '../../shared/role-policy.ts';
import { importText, importFileParams, applyAfterAnswer } from '../../shared/data-export-import.ts';

const ANTENNAS_ERRORS = {
  noSuchFile: { message: 'No such file.', code: 'NO_SUCH_FILE', id: '3b71d086-c3fa-431c-b01d-ded65a777172' },
  noSuchUser: { message: 'No such user.', code: 'NO_SUCH_USER', id: 'e842c379-8ac7-4cf7-b07a-4d4de7e4671c' },
  emptyFile: {
    message: 'That file is empty.',
    code: 'EMPTY_FILE',
    id: '7f60115d-8d93-4b0f-bd0e-3815dcbb389f',
  },
  tooManyAntennas: {
    message: 'You cannot create antenna any more.',
    code: 'TOO_MANY_ANTENNAS',
    id: '600917d4-a4cb-4cc5-8ba8-7ac8ea3c7779',
  },
};

export default defineEndpoint(
  'i/import-antennas',
  {
    requireCredential: true,
    requireRolePolicy: 'canImportAntennas',
    prohibitMoved: true,
    secure: true,
    limit: { duration: HOUR, max: 1 },
    params: importFileParams,
  },
  (ps, me, ctx) => {
    const { antennaLimit } = requireRolePolicy(ctx, me, 'canImportAntennas');
    const text = importText(ctx, me, ps.fileId, ANTENNAS_ERRORS);
    const antennas = parseAntennas(text) ?? [];
    if (antennasOf(ctx.inst.db, me.id).length + antennas.length > antennaLimit)
      throw new ApiError(ANTENNAS_ERRORS.tooManyAntennas);
    applyAfterAnswer(ctx, me, 'i/import-antennas', (fresh) => importAntennas(ctx.inst, fresh, antennas));
  },
);

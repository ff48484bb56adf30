import { defineEndpoint } from '../../../endpoint.ts';
import { paginationProps } from '../../../schema.ts';
import { packAd, type AdRow } from '../../../shared/ads.ts';
import { pagedRows } from '../../../shared/paging.ts';

/** admin/ad/list: every ad, newest first; `publishing` true for those running now, false for the others. */
export default defineEndpoint(
  'admin/ad/list',
  {
    requireCredential: true,
    kind: 'read:admin:ad',
    requireModerator: true,
    params: {
      type: 'object',
      properties: { ...paginationProps, publishing: { type: 'boolean', nullable: true, default: null } },
    },
  },
  (ps, _me, ctx) => {
    const now = Date.now();
    const where =
      ps.publishing === true
        ? ['a.startsAt <= @now AND a.expiresAt > @now']
        : ps.publishing === false
          ? ['(a.startsAt > @now OR a.expiresAt <= @now)']
          : [];
    return pagedRows<AdRow>(ctx.inst.db, ps, { table: 'ads', alias: 'a', where, params: { now } }).map(
      packAd,
    );
  },
);

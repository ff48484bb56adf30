import { genId } from '../../../../db/ids.ts';
import { one, run } from '../../../../db/statement.ts';
import { defineEndpoint } from '../../../endpoint.ts';
import { AD_COLUMNS, AD_PROPS, AD_REQUIRED, adValues, packAd, type AdRow } from '../../../shared/ads.ts';

/** admin/ad/create: a new ad, shown between startsAt and expiresAt on the chosen days of the week. */
export default defineEndpoint(
  'admin/ad/create',
  {
    requireCredential: true,
    kind: 'write:admin:ad',
    requireModerator: true,
    params: { type: 'object', properties: AD_PROPS, required: [...AD_REQUIRED] },
  },
  (ps, _me, ctx) => {
    const id = genId();
    run(
      ctx.inst.db,
      `INSERT INTO ads (id, ${AD_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      ...adValues(ps),
    );
    return packAd(one<AdRow>(ctx.inst.db, 'SELECT * FROM ads WHERE id = ?', id)!);
  },
);

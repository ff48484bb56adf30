import { defineEndpoint } from '../../endpoint.ts';
import { run } from '../../../db/statement.ts';
import { flashParam, ownFlash } from '../../shared/flash.ts';

export default defineEndpoint(
  'flash/delete',
  { requireCredential: true, kind: 'write:flash', params: flashParam },
  (ps, me, ctx) => {
    const flash = ownFlash(
      ctx.inst,
      ps.flashId,
      me,
      { missing: 'de1623ef-bbb3-4289-a71e-14cfa83d9740', denied: '1036ad7b-9f92-4fff-89c3-0e50dc941704' },
      true,
    );
    run(ctx.inst.db, 'DELETE FROM flashes WHERE id = ?', flash.id);
  },
);

import { one, run } from '../../../db/statement.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { ApiError, INVALID_PARAM } from '../../errors.ts';
import { id } from '../../schema.ts';

/** Revokes one of the user's app tokens, by id or by the token itself; an unknown one is no error. */
export default defineEndpoint(
  'i/revoke-token',
  {
    requireCredential: true,
    secure: true,
    params: {
      type: 'object',
      properties: { tokenId: id(), token: { type: 'string', nullable: true } },
    },
  },
  (ps, me, ctx) => {
    const p = ps as { tokenId?: string; token?: string | null };
    const row =
      p.tokenId != null
        ? one<{ id: string }>(ctx.inst.db, 'SELECT id FROM access_tokens WHERE id = ?', p.tokenId)
        : p.token != null
          ? one<{ id: string }>(ctx.inst.db, 'SELECT id FROM access_tokens WHERE token = ?', p.token)
          : undefined;
    if (p.tokenId == null && p.token == null)
      throw new ApiError(INVALID_PARAM, { reason: 'tokenId or token is required' });
    if (!row) return;
    run(ctx.inst.db, 'DELETE FROM access_tokens WHERE id = ? AND userId = ?', row.id, me.id);
    // as Misskey, the user's streaming connections are closed; clients with a live token reconnect
    ctx.inst.events.emit('terminate', me.id);
  },
);

import { defineEndpoint } from '../../endpoint.ts';
import { params, list } from '../../shared/notifications.ts';

export default defineEndpoint('i/notifications', { requireCredential: true, params }, (ps, me, ctx) =>
  list(ps, me.id, ctx),
);

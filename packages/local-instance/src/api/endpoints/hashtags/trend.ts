import { defineEndpoint } from '../../endpoint.ts';
import { trendingTags } from '../../../services/featured.ts';
import { instanceSettings } from '../../../services/instance-settings.ts';

/** hashtags/trend: the tags most people used in the last hour, with their ten-minute chart. */
export default defineEndpoint(
  'hashtags/trend',
  { requireCredential: false, allowGet: true, params: { type: 'object', properties: {} } },
  (_ps, _me, ctx) => trendingTags(ctx.inst.db, instanceSettings(ctx.inst.db).hiddenTags),
);

import { defineEndpoint } from '../../endpoint.ts';
import { HOUR } from '../../rate-limit.ts';
import { createChannel } from '../../../services/channels.ts';
import { checkBanner, channelFields, packChannelLite } from '../../shared/channels.ts';
import { requireRolePolicy } from '../../shared/role-policy.ts';

export default defineEndpoint(
  'channels/create',
  {
    requireCredential: true,
    kind: 'write:channels',
    prohibitMoved: true,
    limit: { duration: HOUR, max: 10 },
    params: { type: 'object', properties: { ...channelFields }, required: ['name'] },
  },
  (ps, me, ctx) => {
    // Misskey 2026.5.1's requiredRolePolicy: 'canCreateChannel'
    requireRolePolicy(ctx, me, 'canCreateChannel');
    checkBanner(ctx, me, ps.bannerId, 'cd1e9f3e-5a12-4ab4-96f6-5d0a2cc32050');
    const c = createChannel(ctx.inst.db, me, {
      name: ps.name,
      description: ps.description ?? null,
      bannerId: ps.bannerId ?? null,
      color: ps.color,
      isSensitive: ps.isSensitive ?? false,
      allowRenoteToExternal: ps.allowRenoteToExternal ?? true,
    });
    return packChannelLite(ctx.pc, c);
  },
);

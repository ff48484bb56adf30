import { defineEndpoint } from '../../../endpoint.ts';
import { mutedChannels } from '../../../../services/channel-mutes.ts';
import { packChannelLite } from '../../../shared/channels.ts';

export default defineEndpoint(
  'channels/mute/list',
  {
    requireCredential: true,
    kind: 'read:channels',
    prohibitMoved: true,
    params: { type: 'object', properties: {} },
  },
  (_ps, me, ctx) => mutedChannels(ctx.inst.db, me.id).map((c) => packChannelLite(ctx.pc, c)),
);

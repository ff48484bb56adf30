import { defineEndpoint } from '../../endpoint.ts';
import { limitParam } from '../../schema.ts';

export default defineEndpoint(
  'notes/featured',
  {
    requireCredential: false,
    allowGet: true,
    params: {
      type: 'object',
      properties: {
        limit: limitParam(),
        untilId: { type: 'string' },
        channelId: { type: 'string', nullable: true },
      },
    },
  },
  () => [],
);

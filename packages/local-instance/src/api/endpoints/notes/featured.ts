import { defineEndpoint } from '../../endpoint.ts';

export default defineEndpoint(
  'notes/featured',
  {
    requireCredential: false,
    allowGet: true,
    params: {
      type: 'object',
      properties: {
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
        untilId: { type: 'string' },
        channelId: { type: 'string', nullable: true },
      },
    },
  },
  () => [],
);

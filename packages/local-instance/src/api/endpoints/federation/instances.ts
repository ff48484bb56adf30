import { defineEndpoint } from '../../endpoint.ts';

const flag = { type: 'boolean', nullable: true } as const;
const SORTS = [
  'pubSub',
  'notes',
  'users',
  'following',
  'followers',
  'firstRetrievedAt',
  'latestRequestReceivedAt',
];

/**
 * federation/instances: the servers this one knows, with Misskey's filters and sorts. This
 * instance does not federate, so it knows none; the parameters are still checked as Misskey does.
 */
export default defineEndpoint(
  'federation/instances',
  {
    requireCredential: false,
    allowGet: true,
    params: {
      type: 'object',
      properties: {
        host: { type: 'string', nullable: true },
        blocked: flag,
        notResponding: flag,
        suspended: flag,
        silenced: flag,
        federating: flag,
        subscribing: flag,
        publishing: flag,
        limit: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
        offset: { type: 'integer', default: 0 },
        sort: { type: 'string', nullable: true, enum: SORTS.flatMap((s) => [`+${s}`, `-${s}`]) },
      },
    },
  },
  () => [],
);

import { defineEndpoint } from '../../endpoint.ts';

/**
 * federation/show-instance: what this server knows of another. This instance does not federate,
 * so it knows none: every host answers nothing (Misskey's answer for a host it has not met).
 */
export default defineEndpoint(
  'federation/show-instance',
  {
    requireCredential: false,
    allowGet: true,
    params: {
      type: 'object',
      properties: { host: { type: 'string', maxLength: 512 } },
      required: ['host'],
    },
  },
  () => null,
);

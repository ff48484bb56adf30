import { defineEndpoint } from '../../endpoint.ts';
import { id, paginationProps } from '../../schema.ts';

/** Pages are not a feature of the local instance: every user has none. */
export default defineEndpoint(
  'users/pages',
  {
    requireCredential: false,
    params: { type: 'object', properties: { userId: id(), ...paginationProps }, required: ['userId'] },
  },
  () => [],
);

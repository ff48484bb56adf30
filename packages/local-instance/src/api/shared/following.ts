import { id } from '../schema.ts';

export const params = {
  type: 'object' as const,
  properties: { userId: id(), withReplies: { type: 'boolean' as const } },
  required: ['userId'],
};

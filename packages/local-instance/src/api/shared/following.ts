import { errorWithId } from '../errors.ts';
import { id } from '../schema.ts';

export const followParams = {
  type: 'object' as const,
  properties: { userId: id(), withReplies: { type: 'boolean' as const } },
  required: ['userId'],
};

export const followeeIsYourself = errorWithId('Followee is yourself.', 'FOLLOWEE_IS_YOURSELF');

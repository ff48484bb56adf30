// users/lists/* and notes/user-list-timeline, with Misskey's parameters and error ids.
import { errorWithId } from '../errors.ts';
import { id } from '../schema.ts';

export const noSuchList = errorWithId('No such list.', 'NO_SUCH_LIST');

export const listName = { type: 'string' as const, minLength: 1, maxLength: 100 };

export const listAndUser = {
  type: 'object' as const,
  properties: { listId: id(), userId: id() },
  required: ['listId', 'userId'],
};

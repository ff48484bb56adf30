// users/lists/* and notes/user-list-timeline, with Misskey's parameters and error ids.
import type { ApiErrorSpec } from '../errors.ts';
import { id } from '../schema.ts';

export const noSuchList = (errId: string): ApiErrorSpec => ({
  message: 'No such list.',
  code: 'NO_SUCH_LIST',
  id: errId,
});

export const noSuchUser = (errId: string): ApiErrorSpec => ({
  message: 'No such user.',
  code: 'NO_SUCH_USER',
  id: errId,
});

export const listName = { type: 'string' as const, minLength: 1, maxLength: 100 };

export const listAndUser = {
  type: 'object' as const,
  properties: { listId: id(), userId: id() },
  required: ['listId', 'userId'],
};

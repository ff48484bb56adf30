// Note favorites: notes/favorites/create and delete, i/favorites.
import { id } from '../schema.ts';

export const noteParam = {
  type: 'object' as const,
  properties: { noteId: id() },
  required: ['noteId'],
};

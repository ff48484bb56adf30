// Lists of notes around one note: replies, children (replies and quotes), renotes, conversation.
import { id, paginationProps } from '../schema.ts';

export const noteListParams = {
  type: 'object' as const,
  properties: { noteId: id(), ...paginationProps },
  required: ['noteId'],
};

// i/pin and i/unpin: notes pinned to the own profile (UserDetailed.pinnedNotes, newest pin first).
import { id } from '../schema.ts';

export const params = { type: 'object' as const, properties: { noteId: id() }, required: ['noteId'] };

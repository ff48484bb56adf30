// notes/thread-muting/create and delete: a muted thread sends no reply, mention, quote, renote or
// reaction notifications (services/notifications.ts).
import { id } from '../schema.ts';

export const params = { type: 'object' as const, properties: { noteId: id() }, required: ['noteId'] };

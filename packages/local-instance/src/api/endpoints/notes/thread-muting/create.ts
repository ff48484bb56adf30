// a muted thread sends no reply, mention, quote, renote or reaction notifications (services/notifications.ts)
import { defineEndpoint } from '../../../endpoint.ts';
import { genId } from '../../../../db/ids.ts';
import { run } from '../../../../db/statement.ts';
import { threadIdOf } from '../../../../services/threads.ts';
import { findNoteOrThrow } from '../../../shared/lookups.ts';
import { noteIdParams } from '../../../schema.ts';
import { HOUR } from '../../../rate-limit.ts';

export default defineEndpoint(
  'notes/thread-muting/create',
  {
    requireCredential: true,
    kind: 'write:account',
    limit: { duration: HOUR, max: 10 },
    params: noteIdParams,
  },
  (ps, me, ctx) => {
    const note = findNoteOrThrow(ctx, ps.noteId, '5ff67ada-ed3b-2e71-8e87-a1a421e177d2');
    const threadId = threadIdOf(ctx.inst.db, note.id);
    const now = Date.now();
    run(
      ctx.inst.db,
      'INSERT OR IGNORE INTO note_thread_mutings (id, createdAt, userId, threadId) VALUES (?, ?, ?, ?)',
      genId(now),
      now,
      me.id,
      threadId,
    );
  },
);

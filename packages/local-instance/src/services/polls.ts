import type { Instance } from '../context.ts';
import { genId } from '../db/ids.ts';
import type { NoteRow, PollRow, UserRow } from '../db/rows.ts';
import { all, one, parseJson, run } from '../db/statement.ts';
import { ApiError } from '../api/errors.ts';

const E = {
  noPoll: {
    message: 'The note does not attach a poll.',
    code: 'NO_POLL',
    id: '5f979967-52d9-4314-a911-1c673727f92f',
  },
  invalidChoice: {
    message: 'Choice ID is invalid.',
    code: 'INVALID_CHOICE',
    id: 'e0cc9a04-f2e8-41e4-a5f1-4127293260cc',
  },
  alreadyVoted: {
    message: 'You have already voted.',
    code: 'ALREADY_VOTED',
    id: '0963fc77-efac-419b-9424-b391608dc6d8',
  },
  alreadyExpired: {
    message: 'The poll is already expired.',
    code: 'ALREADY_EXPIRED',
    id: '1022a357-b085-4054-9083-8f8de358337e',
  },
};

export function vote(
  inst: Instance,
  user: UserRow,
  note: NoteRow,
  choice: number,
  opts: { createdAt?: number; silent?: boolean } = {},
): void {
  const poll = one<PollRow>(inst.db, 'SELECT * FROM polls WHERE noteId = ?', note.id);
  if (!note.hasPoll || !poll) throw new ApiError(E.noPoll);
  const createdAt = opts.createdAt ?? Date.now();
  if (poll.expiresAt != null && poll.expiresAt < createdAt) throw new ApiError(E.alreadyExpired);
  const choices = parseJson<string[]>(poll.choices, []);
  if (choices[choice] == null) throw new ApiError(E.invalidChoice);
  const mine = all<{ choice: number }>(
    inst.db,
    'SELECT choice FROM poll_votes WHERE noteId = ? AND userId = ?',
    note.id,
    user.id,
  );
  if (mine.length > 0 && (!poll.multiple || mine.some((v) => v.choice === choice)))
    throw new ApiError(E.alreadyVoted);
  run(
    inst.db,
    'INSERT INTO poll_votes (id, createdAt, noteId, userId, choice) VALUES (?, ?, ?, ?, ?)',
    genId(createdAt),
    createdAt,
    note.id,
    user.id,
    choice,
  );
  if (opts.silent) return;
  inst.events.emit('noteUpdated', note.id, { type: 'pollVoted', body: { choice, userId: user.id } });
}

/** Sends `pollEnded` notifications for polls that expired since the last check. */
export function notifyEndedPolls(inst: Instance, now = Date.now()): void {
  const ended = all<PollRow & { userId: string }>(
    inst.db,
    'SELECT p.*, n.userId FROM polls p JOIN notes n ON n.id = p.noteId WHERE p.endNotified = 0 AND p.expiresAt IS NOT NULL AND p.expiresAt <= ?',
    now,
  );
  for (const p of ended) {
    run(inst.db, 'UPDATE polls SET endNotified = 1 WHERE noteId = ?', p.noteId);
    const voters = all<{ userId: string }>(
      inst.db,
      'SELECT DISTINCT userId FROM poll_votes WHERE noteId = ?',
      p.noteId,
    );
    const targets = new Set([p.userId, ...voters.map((v) => v.userId)]);
    for (const userId of targets) {
      // The author is the notifier; Misskey also notifies the author about their own poll.
      run(
        inst.db,
        'INSERT INTO notifications (id, createdAt, notifieeId, type, notifierId, noteId, isRead) VALUES (?, ?, ?, ?, ?, ?, 0)',
        genId(now),
        now,
        userId,
        'pollEnded',
        p.userId,
        p.noteId,
      );
    }
  }
}

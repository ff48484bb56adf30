// Scheduled notes (Misskey 2026.7): a draft with isActuallyScheduled is posted as its author when its
// scheduledAt has come, the draft goes, and the author gets `scheduledNotePosted` (or, when the note
// can no longer be made, `scheduledNotePostFailed`, and the draft stays as a plain draft).
// The instance checks on a timer against its own clock, which tests move forward (`elapse`) instead
// of waiting for real minutes.
import type { Instance } from '../context.ts';
import type { NoteDraftRow } from '../db/rows.ts';
import { all, parseJson } from '../db/statement.ts';
import { ApiError } from '../api/errors.ts';
import { effectivePolicies } from '../packing/policies.ts';
import { createNote } from './note-create.ts';
import { createNotification } from './notifications.ts';
import { findUserById } from './users.ts';
import { checkDraftTargets, deleteDraft, unscheduleDraft, type DraftPoll } from './note-drafts.ts';

/** How often the instance looks for due scheduled notes. */
export const SCHEDULE_CHECK_MS = 1_000;

const offsets = new WeakMap<Instance, number>();

/** The instance's clock: the wall clock plus what tests moved it forward by. */
export function instanceNow(inst: Instance): number {
  return Date.now() + (offsets.get(inst) ?? 0);
}

/** Tests: the instance's clock runs `ms` ahead from now on, and what fell due is posted at once. */
export function moveClockForward(inst: Instance, ms: number): void {
  offsets.set(inst, (offsets.get(inst) ?? 0) + ms);
  postDueScheduledNotes(inst);
}

/** Posts every scheduled note whose time has come on the instance's clock. */
export function postDueScheduledNotes(inst: Instance, now = instanceNow(inst)): number {
  const due = all<NoteDraftRow>(
    inst.db,
    'SELECT * FROM note_drafts WHERE isActuallyScheduled = 1 AND scheduledAt <= ? ORDER BY scheduledAt, id',
    now,
  );
  for (const draft of due) postScheduledNote(inst, draft);
  return due.length;
}

function postScheduledNote(inst: Instance, draft: NoteDraftRow): void {
  const author = findUserById(inst.db, draft.userId);
  if (!author) return deleteDraft(inst, draft.id);
  try {
    const { files, reply, renote, channel } = checkDraftTargets(inst, author, draft);
    const poll = parseJson<DraftPoll | null>(draft.poll, null);
    const toHome =
      draft.visibility === 'public' && !channel && !effectivePolicies(inst, author).canPublicNote;
    const note = createNote(inst, author, {
      text: draft.text,
      cw: draft.cw,
      visibility: toHome ? 'home' : draft.visibility,
      visibleUserIds: parseJson<string[]>(draft.visibleUserIds, []),
      localOnly: !!draft.localOnly,
      reactionAcceptance: draft.reactionAcceptance,
      reply,
      renote,
      files,
      channel,
      poll: poll
        ? {
            choices: poll.choices,
            multiple: poll.multiple ?? false,
            expiresAt: poll.expiresAt ?? (poll.expiredAfter != null ? Date.now() + poll.expiredAfter : null),
          }
        : null,
    });
    deleteDraft(inst, draft.id);
    createNotification(inst, { notifieeId: author.id, type: 'scheduledNotePosted', noteId: note.id });
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    unscheduleDraft(inst, draft.id);
    createNotification(inst, {
      notifieeId: author.id,
      type: 'scheduledNotePostFailed',
      extra: { draftId: draft.id },
    });
  }
}

/** Starts the check; the returned function stops it. */
export function startScheduledNotes(inst: Instance): () => void {
  const timer = setInterval(() => {
    try {
      postDueScheduledNotes(inst);
    } catch {
      // the instance was closed meanwhile
    }
  }, SCHEDULE_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}

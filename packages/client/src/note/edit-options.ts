import type { entities } from 'misskey-js';
import { formatDateInput, newPoll, type PollDraft } from '@/post-form/index.ts';
import type { PostFormOptions } from '@/post-form/index.ts';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** A posted poll as the poll editor holds it: an end date becomes an "at" expiry in local time. */
export function pollDraftOf(poll: NonNullable<entities.Note['poll']>, now: Date = new Date()): PollDraft {
  const draft: PollDraft = {
    ...newPoll(now),
    choices: poll.choices.map((c) => c.text),
    multiple: poll.multiple,
  };
  if (poll.expiresAt) {
    const at = new Date(poll.expiresAt);
    draft.expiration = 'at';
    draft.atDate = formatDateInput(at);
    draft.atTime = `${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }
  return draft;
}

/**
 * Delete-and-edit: the post form opened with everything the deleted note had — text, content
 * warning, files, poll, visibility (with its recipients), local-only, and what it replied to or quoted.
 */
export function editFormOptions(
  note: entities.Note,
  recipients: entities.UserLite[] = [],
  now: Date = new Date(),
): PostFormOptions {
  return {
    initialText: note.text ?? '',
    initialCw: note.cw ?? null,
    initialFiles: note.files ?? [],
    initialPoll: note.poll ? pollDraftOf(note.poll, now) : null,
    initialVisibility: note.visibility,
    initialLocalOnly: note.localOnly ?? false,
    initialVisibleUsers: recipients,
    reply: note.reply ?? null,
    renote: note.renote ?? null,
    channel: note.channel ? { id: note.channel.id, name: note.channel.name } : null,
    keepDraft: false,
  };
}

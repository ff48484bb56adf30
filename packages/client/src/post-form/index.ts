// The post form. This surface is light: the form's own code (editor, autocomplete, emoji picker,
// uploads) loads on first use through lazy.tsx, so the frame and the first notes do not wait for it.
export { openPostForm, InlinePostForm } from './lazy.tsx';
export { pickUser } from './pick-user.ts';
export type { PostFormOptions, FormChannel } from './post-form-options.ts';
export { onNotePosted, type NotePostedEvent } from './posted-events.ts';
export { canSubmit, remainingCounter } from './submit-rules.ts';
export { draftKeyFor } from './draft-key.ts';
export { formatDateInput, newPoll, type PollDraft } from './poll-rules.ts';
export { VISIBILITIES, type Visibility } from './visibility-rules.ts';

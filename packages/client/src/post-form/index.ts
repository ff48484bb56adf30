import './post-form.css';

export { PostForm } from './PostForm.tsx';
export { openPostForm } from './open-post-form.tsx';
export type { PostFormOptions, FormChannel } from './post-form-options.ts';
export { onNotePosted, type NotePostedEvent } from './posted-events.ts';
export { canSubmit, remainingCounter } from './submit-rules.ts';
export { draftKeyFor } from './draft-key.ts';
export { pickUser } from './UserPicker.tsx';
export { formatDateInput } from './poll-rules.ts';
export { newPoll } from './poll-rules.ts';
export type { PollDraft } from './poll-rules.ts';
export { VISIBILITIES } from './visibility-rules.ts';
export type { Visibility } from './visibility-rules.ts';
export { InlinePostForm } from './lazy.tsx';

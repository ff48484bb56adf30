import './post-form.css';

export { PostForm } from './PostForm.tsx';
export { openPostForm } from './open-post-form.tsx';
export type { PostFormOptions, FormChannel } from './post-form-options.ts';
export { onNotePosted, type NotePostedEvent } from './posted-events.ts';
export { canSubmit, remainingCounter } from './submit-rules.ts';
export { draftKeyFor } from './draft-key.ts';
export { pickUser } from './UserPicker.tsx';

import './note.css';

export { NoteView } from './NoteView.tsx';
export { RelativeTime } from './RelativeTime.tsx';
export { fromStream } from './stream-note.ts';
export { ReactionGlyph, reactionLabel } from './ReactionGlyph.tsx';
export { useLiveNote } from './live-notes.ts';
export { AntennaPlace } from './antenna-place.ts';
export { ReadOnlyPolls } from './read-only-polls.ts';

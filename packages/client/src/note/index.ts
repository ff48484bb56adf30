import './note.css';

export { NoteView } from './NoteView.tsx';
export { acctOf, profilePath } from './acct.ts';

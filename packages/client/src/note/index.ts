import './note.css';

export { NoteView } from './NoteView.tsx';

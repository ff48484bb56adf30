import { useState } from 'react';
import type { entities } from 'misskey-js';
import { t } from '../i18n/index.ts';
import { NoteMedia } from './NoteMedia.tsx';
import { NotePoll } from './NotePoll.tsx';

/** The content of a note: content warning toggle, text (plain for now), files and poll. */
export function NoteBody({ note }: { note: entities.Note }) {
  const [open, setOpen] = useState(false);
  const content = (
    <>
      {note.text && <p className="kumo-note-text">{note.text}</p>}
      <NoteMedia files={note.files ?? []} />
      {note.poll && <NotePoll poll={note.poll} />}
    </>
  );
  if (note.cw === null || note.cw === undefined) return content;
  return (
    <>
      <p className="kumo-note-cw">
        <span>{note.cw}</span>
        <button type="button" className="kumo-cw-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('hideContent') : t('showContent')}
        </button>
      </p>
      {open && content}
    </>
  );
}

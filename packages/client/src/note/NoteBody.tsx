import { useMemo, useState } from 'react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { NoteMedia } from './NoteMedia.tsx';
import { NotePoll } from './NotePoll.tsx';
import { shouldCollapse } from './collapse.ts';
import { CwToggle } from './CwToggle.tsx';
import { NoteTranslation } from './NoteTranslation.tsx';
import { Mfm, parseMfm } from '@/mfm/index.ts';
import { LinkPreviews } from '@/link-preview/index.ts';
import { fireMfmClick } from '@/plugin-hooks/index.ts';

/** The content of a note: content warning toggle, text (plain for now), files and poll. */
export function NoteBody({ note }: { note: entities.Note }) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const collapsed = shouldCollapse(note) && !expanded;
  // parsed once for the text and its link previews, and only once shown (not behind a closed CW)
  const shown = note.cw === null || note.cw === undefined || open;
  const nodes = useMemo(() => (shown && note.text ? parseMfm(note.text, false) : null), [shown, note.text]);
  const content = (
    <>
      {note.text && (
        <div className="kumo-note-text-wrap" data-collapsed={collapsed || undefined}>
          <div className="kumo-note-text">
            <Mfm
              text={note.text}
              parsedNodes={nodes}
              author={note.user}
              emojiUrls={note.emojis}
              nyaize="respect"
              onClickEv={(ev) => fireMfmClick(ev, note)}
            />
          </div>
        </div>
      )}
      {note.text && <NoteTranslation note={note} />}
      {shouldCollapse(note) && (
        <button
          type="button"
          className="kumo-collapse-toggle"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('showLess') : t('showMore')}
        </button>
      )}
      <NoteMedia files={note.files ?? []} />
      {note.poll && <NotePoll note={note} poll={note.poll} />}
      {nodes && <LinkPreviews nodes={nodes} />}
    </>
  );
  if (note.cw === null || note.cw === undefined) return content;
  return (
    <>
      <CwToggle note={note} open={open} onToggle={() => setOpen(!open)} />
      {open && content}
    </>
  );
}

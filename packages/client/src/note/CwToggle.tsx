import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { showContentLabel } from './cw-summary.ts';

/** A content warning's text and its button, which says what it hides while closed. */
export function CwToggle({
  note,
  open,
  onToggle,
}: {
  note: entities.Note;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <p className="kumo-note-cw">
      <span>
        <Mfm text={note.cw ?? ''} author={note.user} emojiUrls={note.emojis} nyaize="respect" />
      </span>
      <button type="button" className="kumo-cw-toggle" aria-expanded={open} onClick={onToggle}>
        {open ? t('hideContent') : showContentLabel(note)}
      </button>
    </p>
  );
}

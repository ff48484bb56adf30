import type { entities } from 'misskey-js';
import type { MouseEvent } from 'react';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { useGoTo } from '@/router/index.ts';

/** A click on a link, button or form control inside the excerpt is that control's, not the excerpt's. */
function onControl(e: MouseEvent): boolean {
  return e.target instanceof Element && e.target.closest('a, button, input, summary') !== null;
}

/**
 * The user's note a reaction, renote or ended poll is about, short: its text with MFM drawn (the
 * content warning instead when it has one), cut after three lines; a click opens the note. Keyboard
 * users reach the note through the notification's sentence, which links to it.
 */
export function NotificationNoteExcerpt({ note }: { note: entities.Note }) {
  const goTo = useGoTo();
  const text = note.cw ?? note.text;
  const open = (e: MouseEvent) => {
    if (onControl(e) || window.getSelection()?.toString()) return;
    goTo(`/notes/${note.id}`);
  };
  return (
    <div className="kumo-notification-note" data-note-id={note.id} onClick={open}>
      {text ? (
        <Mfm text={text} author={note.user} emojiUrls={note.emojis} nyaize="respect" />
      ) : note.files?.length ? (
        t('attachedFiles', { n: note.files.length })
      ) : note.poll ? (
        t('poll')
      ) : null}
    </div>
  );
}

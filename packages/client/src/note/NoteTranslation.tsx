import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { useNoteTranslation } from '@/queries/index.ts';

/** The server's translation of a note, under its text, once asked for from the note menu. */
export function NoteTranslation({ note }: { note: entities.Note }) {
  const translation = useNoteTranslation(note.id);
  if (!translation) return null;
  return (
    <div className="kumo-note-translation" role="status">
      {translation.state === 'pending' && <p className="kumo-caption">{t('noteTranslating')}</p>}
      {translation.state === 'empty' && <p className="kumo-caption">{t('noteTranslationEmpty')}</p>}
      {translation.state === 'done' && (
        <>
          <p className="kumo-caption">
            {t('noteTranslatedFrom', { lang: translation.sourceLang.toLowerCase() })}
          </p>
          <div className="kumo-note-text">
            <Mfm text={translation.text} author={note.user} emojiUrls={note.emojis} nyaize="respect" />
          </div>
        </>
      )}
    </div>
  );
}

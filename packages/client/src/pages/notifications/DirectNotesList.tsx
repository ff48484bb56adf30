import type { entities } from 'misskey-js';
import { PagedList } from '@/list/index.ts';
import { useDirectNotesFeed } from '@/queries/index.ts';
import { t } from '@/i18n/index.ts';
import { NoteView } from '@/note/index.ts';
import { useTimeline } from '@/timeline/index.ts';

const renderNote = (note: entities.Note) => <NoteView key={note.id} note={note} />;

/** The "direct" tab: notes addressed to the user (notes/mentions with visibility specified), live. */
export function DirectNotesList() {
  const { query } = useTimeline(useDirectNotesFeed());
  return (
    <PagedList
      query={query}
      empty={<p className="kumo-empty">{t('notificationsDirectEmpty')}</p>}
      renderItem={renderNote}
      endText="noMoreNotes"
      className="kumo-timeline"
    />
  );
}

import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useNoteRenotes } from '@/queries/index.ts';
import { UserRow } from '@/user-card/index.ts';

/** Who renoted a note (quotes included, as Misskey lists them), newest first. */
export function RenotesTab({ noteId }: { noteId: string }) {
  const renotes = useNoteRenotes(noteId);
  return (
    <PagedList query={renotes} empty={t('notePageNoRenotes')}>
      {(notes) => (
        <ul className="kumo-user-rows">
          {notes.map((n) => (
            <UserRow key={n.id} user={n.user} />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

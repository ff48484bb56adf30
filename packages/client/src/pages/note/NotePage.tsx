import { useQuery } from '@tanstack/react-query';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { describeError } from '../../api/describe-error.ts';
import { t } from '../../i18n/index.ts';
import { NoteView } from '../../note/index.ts';
import type { PageProps } from '../../router/index.ts';
import { LoadingView } from '../../ui/LoadingView.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /notes/{noteId} and /secure/notes/{id}: the note, then its replies. */
export default function NotePage({ params }: PageProps) {
  const noteId = params.noteId ?? params.id ?? '';
  const { account } = useMe();
  const token = account?.token ?? null;
  const note = useQuery({
    queryKey: ['note', noteId, account?.id],
    queryFn: () => api('notes/show', { noteId }, token),
  });
  const replies = useQuery({
    queryKey: ['note-children', noteId, account?.id],
    queryFn: () => api('notes/children', { noteId, limit: 30 }, token),
    enabled: note.isSuccess,
  });
  return (
    <>
      <PageHeader title={t('note')} />
      {note.isPending && <LoadingView />}
      {note.isError && (
        <div className="kumo-empty" role="alert">
          <h2>{t('notFound')}</h2>
          <p>{describeError(note.error)}</p>
        </div>
      )}
      {note.data && <NoteView note={note.data} />}
      {replies.data?.map((r) => (
        <NoteView key={r.id} note={r} />
      ))}
    </>
  );
}

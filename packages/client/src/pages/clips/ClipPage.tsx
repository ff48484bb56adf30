import { IconLock, IconPaperclip, IconPencil, IconTrash, IconWorld } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { describeError } from '../../api/describe-error.ts';
import { showApiError } from '../../api/error-handler.ts';
import { t } from '../../i18n/index.ts';
import { Mfm } from '../../mfm/index.ts';
import { NoteView, acctOf, profilePath } from '../../note/index.ts';
import { Link, navigate, type PageProps } from '../../router/index.ts';
import { confirmDialog, inputText } from '../../ui/index.ts';
import { LoadingView } from '../../ui/LoadingView.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryErrorView } from '../../ui/QueryErrorView.tsx';
import { LoadMore } from './LoadMore.tsx';
import './clips.css';

const PAGE = 20;

function ClipInfo({ clip, mine, token }: { clip: entities.Clip; mine: boolean; token: string | null }) {
  const queryClient = useQueryClient();
  const rename = async () => {
    const name = await inputText({
      title: t('clipPageRename'),
      default: clip.name,
      minLength: 1,
      maxLength: 100,
    });
    if (name.canceled) return;
    await api('clips/update', { clipId: clip.id, name: name.result }, token)
      .then((c) => queryClient.setQueryData(['clip', clip.id], c))
      .catch(showApiError);
  };
  const toggleVisibility = async () => {
    await api('clips/update', { clipId: clip.id, name: clip.name, isPublic: !clip.isPublic }, token)
      .then((c) => queryClient.setQueryData(['clip', clip.id], c))
      .catch(showApiError);
  };
  const remove = async () => {
    if (!(await confirmDialog(t('clipPageDeleteConfirm', { name: clip.name })))) return;
    await api('clips/delete', { clipId: clip.id }, token)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: ['my-clips'] });
        navigate('/secure/my/clips');
      })
      .catch(showApiError);
  };
  return (
    <section className="kumo-clip-info" aria-label={t('clipPageAbout')}>
      {clip.description && (
        <div className="kumo-clip-description">
          <Mfm text={clip.description} author={clip.user} />
        </div>
      )}
      <p className="kumo-caption kumo-clip-meta">
        <span>
          {clip.isPublic ? <IconWorld size={14} aria-hidden /> : <IconLock size={14} aria-hidden />}{' '}
          {clip.isPublic ? t('clipPagePublic') : t('clipPagePrivate')}
        </span>
        <span>{t('clipPageNotesCount', { count: clip.notesCount ?? 0 })}</span>
        <Link to={profilePath(clip.user)}>@{acctOf(clip.user)}</Link>
      </p>
      {mine && (
        <div className="kumo-clip-actions">
          <button type="button" className="kumo-button" onClick={() => void rename()}>
            <IconPencil size={16} aria-hidden /> {t('clipPageRename')}
          </button>
          <button type="button" className="kumo-button" onClick={() => void toggleVisibility()}>
            {clip.isPublic ? t('clipPageMakePrivate') : t('clipPageMakePublic')}
          </button>
          <button type="button" className="kumo-button danger" onClick={() => void remove()}>
            <IconTrash size={16} aria-hidden /> {t('clipPageDelete')}
          </button>
        </div>
      )}
    </section>
  );
}

/** /clips/{clipId}: a clip's name, description and notes. */
export default function ClipPage({ params }: PageProps) {
  const clipId = params.clipId ?? '';
  const { account } = useMe();
  const token = account?.token ?? null;
  const clip = useQuery({
    queryKey: ['clip', clipId],
    queryFn: () => api('clips/show', { clipId }, token),
  });
  const notes = useInfiniteQuery({
    queryKey: ['clip-notes', clipId, account?.id],
    enabled: clip.isSuccess,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api('clips/notes', { clipId, limit: PAGE, untilId: pageParam }, token) as Promise<entities.Note[]>,
    getNextPageParam: (last: entities.Note[]) => (last.length < PAGE ? undefined : last.at(-1)!.id),
  });
  const list = notes.data?.pages.flat() ?? [];
  return (
    <>
      <PageHeader
        title={clip.data?.name ?? t('clipPageTitle')}
        icon={<IconPaperclip size={18} aria-hidden />}
      />
      {clip.isPending && <LoadingView />}
      {clip.isError && (
        <div className="kumo-empty" role="alert">
          <h2>{t('notFound')}</h2>
          <p>{describeError(clip.error)}</p>
        </div>
      )}
      {clip.data && <ClipInfo clip={clip.data} mine={clip.data.userId === account?.id} token={token} />}
      {notes.isError && <QueryErrorView error={notes.error} onRetry={() => void notes.refetch()} />}
      {notes.isSuccess && list.length === 0 && <p className="kumo-empty">{t('clipPageEmpty')}</p>}
      <div className="kumo-timeline">
        {list.map((n) => (
          <NoteView key={n.id} note={n} />
        ))}
      </div>
      <LoadMore query={notes} />
    </>
  );
}

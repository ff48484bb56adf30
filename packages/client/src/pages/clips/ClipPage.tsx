import { IconLock, IconPaperclip, IconPencil, IconTrash, IconWorld } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { NoteView } from '@/note/index.ts';
import { acctOf, profilePath, Link, navigate, type PageProps } from '@/router/index.ts';
import { useClip, useClipNotes, useDeleteClip, useUpdateClip } from '@/queries/index.ts';
import { confirmDialog, inputText, LoadingView, PageHeader } from '@/ui/index.ts';
import './clips.css';

function ClipInfo({ clip, mine }: { clip: entities.Clip; mine: boolean }) {
  const update = useUpdateClip();
  const deleteClip = useDeleteClip();
  const rename = async () => {
    const name = await inputText({
      title: t('clipPageRename'),
      default: clip.name,
      minLength: 1,
      maxLength: 100,
    });
    if (name.canceled) return;
    await update.run({ clipId: clip.id, name: name.result });
  };
  const toggleVisibility = () => update.run({ clipId: clip.id, name: clip.name, isPublic: !clip.isPublic });
  const remove = async () => {
    if (!(await confirmDialog(t('clipPageDeleteConfirm', { name: clip.name })))) return;
    if (await deleteClip.run(clip.id)) navigate('/secure/my/clips');
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
  const clip = useClip(clipId);
  const notes = useClipNotes(clipId, { enabled: clip.isSuccess });
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
      {clip.data && (
        <>
          <ClipInfo clip={clip.data} mine={clip.data.userId === account?.id} />
          <PagedList
            query={notes}
            empty={t('clipPageEmpty')}
            className="kumo-timeline"
            virtualize
            renderItem={(n) => <NoteView key={n.id} note={n} />}
          />
        </>
      )}
    </>
  );
}

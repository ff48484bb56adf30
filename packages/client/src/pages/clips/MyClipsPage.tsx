import { IconLock, IconPaperclip, IconPlus, IconWorld } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { Link, navigate } from '@/router/index.ts';
import { inputText, PageHeader } from '@/ui/index.ts';
import { useCreateClip, useMyClips } from '@/queries/index.ts';
import './clips.css';

/** /secure/my/clips: my clips, and a button to make a new one. */
export default function MyClipsPage() {
  const list = useMyClips();
  const createClip = useCreateClip();
  const create = async () => {
    const name = await inputText({
      title: t('noteMenuNewClipTitle'),
      placeholder: t('clipPageName'),
      minLength: 1,
      maxLength: 100,
    });
    if (name.canceled) return;
    const done = await createClip.run({ name: name.result, isPublic: false });
    if (done) navigate(`/clips/${done.result.id}`);
  };
  return (
    <>
      <PageHeader title={t('myClipsTitle')} icon={<IconPaperclip size={18} aria-hidden />} />
      <div className="kumo-clip-toolbar">
        <button type="button" className="kumo-button primary" onClick={() => void create()}>
          <IconPlus size={16} aria-hidden /> {t('noteMenuNewClip')}
        </button>
      </div>
      <PagedList query={list} empty={t('myClipsEmpty')}>
        {(clips) => (
          <ul className="kumo-clip-list">
            {clips.map((clip) => (
              <li key={clip.id}>
                <Link to={`/clips/${clip.id}`} className="kumo-clip-row">
                  <span className="kumo-clip-row-name">{clip.name}</span>
                  {clip.description && (
                    <span className="kumo-caption kumo-clip-row-desc">
                      <Mfm text={clip.description} plain nowrap author={clip.user} />
                    </span>
                  )}
                  <span className="kumo-caption kumo-clip-meta">
                    <span>
                      {clip.isPublic ? (
                        <IconWorld size={14} aria-hidden />
                      ) : (
                        <IconLock size={14} aria-hidden />
                      )}{' '}
                      {clip.isPublic ? t('clipPagePublic') : t('clipPagePrivate')}
                    </span>
                    <span>{t('clipPageNotesCount', { count: clip.notesCount ?? 0 })}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

import { IconLock, IconPaperclip, IconPlus, IconWorld } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { showApiError } from '../../api/error-handler.ts';
import { t } from '../../i18n/index.ts';
import { Mfm } from '../../mfm/index.ts';
import { Link, navigate } from '../../router/index.ts';
import { inputText } from '../../ui/index.ts';
import { LoadingView } from '../../ui/LoadingView.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QueryErrorView } from '../../ui/QueryErrorView.tsx';
import { LoadMore } from './LoadMore.tsx';
import './clips.css';

const PAGE = 30;

/** /secure/my/clips: my clips, and a button to make a new one. */
export default function MyClipsPage() {
  const { account } = useMe();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: ['my-clips', account?.id],
    enabled: !!account,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api('clips/list', { limit: PAGE, untilId: pageParam }, account!.token) as Promise<entities.Clip[]>,
    getNextPageParam: (last: entities.Clip[]) => (last.length < PAGE ? undefined : last.at(-1)!.id),
  });
  const clips = list.data?.pages.flat() ?? [];
  const create = async () => {
    const name = await inputText({
      title: t('noteMenuNewClipTitle'),
      placeholder: t('clipPageName'),
      minLength: 1,
      maxLength: 100,
    });
    if (name.canceled || !account) return;
    await api('clips/create', { name: name.result, isPublic: false }, account.token)
      .then((clip) => {
        void queryClient.invalidateQueries({ queryKey: ['my-clips'] });
        navigate(`/clips/${clip.id}`);
      })
      .catch(showApiError);
  };
  return (
    <>
      <PageHeader title={t('myClipsTitle')} icon={<IconPaperclip size={18} aria-hidden />} />
      <div className="kumo-clip-toolbar">
        <button type="button" className="kumo-button primary" onClick={() => void create()}>
          <IconPlus size={16} aria-hidden /> {t('noteMenuNewClip')}
        </button>
      </div>
      {list.isPending && <LoadingView />}
      {list.isError && <QueryErrorView error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && clips.length === 0 && <p className="kumo-empty">{t('myClipsEmpty')}</p>}
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
                  {clip.isPublic ? <IconWorld size={14} aria-hidden /> : <IconLock size={14} aria-hidden />}{' '}
                  {clip.isPublic ? t('clipPagePublic') : t('clipPagePrivate')}
                </span>
                <span>{t('clipPageNotesCount', { count: clip.notesCount ?? 0 })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore query={list} />
    </>
  );
}

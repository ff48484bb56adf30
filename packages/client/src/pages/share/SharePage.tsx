import { useQuery } from '@tanstack/react-query';
import type { entities } from 'misskey-js';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { t } from '../../i18n/index.ts';
import { PostForm } from '../../post-form/index.ts';
import { VISIBILITIES, type Visibility } from '../../post-form/visibility-rules.ts';
import type { PageProps } from '../../router/index.ts';
import { LoadingView, PageHeader } from '../../ui/index.ts';

/** What a share link carries (Misskey's /share parameters). */
export function readShareQuery(query: URLSearchParams) {
  const list = (name: string) =>
    (query.get(name) ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const visibility = query.get('visibility');
  const localOnly = query.get('localOnly');
  return {
    text: [query.get('title'), query.get('text'), query.get('url')].filter(Boolean).join('\n'),
    replyId: query.get('replyId'),
    renoteId: query.get('renoteId'),
    visibility: VISIBILITIES.includes(visibility as Visibility) ? (visibility as Visibility) : undefined,
    localOnly: localOnly === null ? undefined : localOnly === 'true' || localOnly === '1',
    visibleUserIds: list('visibleUserIds'),
    fileIds: list('fileIds'),
  };
}

/** /share: a post form filled from the address (text, reply, quote, visibility, files), frozen once posted. */
export default function SharePage({ query }: PageProps) {
  const { account } = useMe();
  const token = account?.token ?? null;
  const shared = readShareQuery(query);
  const loaded = useQuery({
    queryKey: ['share', query.toString(), account?.id],
    queryFn: async () => {
      const note = (noteId: string | null) =>
        noteId ? api('notes/show', { noteId }, token).catch(() => null) : Promise.resolve(null);
      const [reply, renote, users, files] = await Promise.all([
        note(shared.replyId),
        note(shared.renoteId),
        shared.visibleUserIds.length
          ? (api('users/show', { userIds: shared.visibleUserIds }, token).catch(
              () => [],
            ) as unknown as Promise<entities.UserLite[]>)
          : Promise.resolve([]),
        Promise.all(
          shared.fileIds.map((fileId) => api('drive/files/show', { fileId }, token).catch(() => null)),
        ),
      ]);
      return { reply, renote, users, files: files.filter((f): f is entities.DriveFile => f !== null) };
    },
    staleTime: Infinity,
  });
  return (
    <>
      <PageHeader title={t('shareTitle')} />
      {loaded.isPending ? (
        <LoadingView />
      ) : (
        <PostForm
          options={{
            reply: loaded.data?.reply ?? null,
            renote: loaded.data?.renote ?? null,
            initialText: shared.text || undefined,
            initialVisibility: shared.visibility,
            initialLocalOnly: shared.localOnly,
            initialVisibleUsers: loaded.data?.users,
            initialFiles: loaded.data?.files,
            freezeAfterPosted: true,
            keepDraft: false,
            autofocus: true,
          }}
        />
      )}
    </>
  );
}

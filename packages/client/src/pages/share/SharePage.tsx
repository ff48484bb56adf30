import { t } from '@/i18n/index.ts';
import { InlinePostForm, VISIBILITIES, type Visibility } from '@/post-form/index.ts';
import { useShareTargets } from '@/queries/index.ts';
import type { PageProps } from '@/router/index.ts';
import { LoadingView, PageHeader } from '@/ui/index.ts';

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
  const shared = readShareQuery(query);
  const loaded = useShareTargets(shared);
  return (
    <>
      <PageHeader title={t('shareTitle')} />
      {loaded.isPending ? (
        <LoadingView />
      ) : (
        <InlinePostForm
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

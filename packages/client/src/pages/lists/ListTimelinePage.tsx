import { IconList, IconSettings } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { Link, type PageProps } from '@/router/index.ts';
import { Timeline } from '@/timeline/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { QueryErrorView } from '@/list/index.ts';
import { useList, useListFeed } from '@/queries/index.ts';

/** /secure/timeline/list/{listId}: notes of the list's members, live over the userList channel. */
export default function ListTimelinePage({ params }: PageProps) {
  const listId = params.listId ?? '';
  const list = useList(listId);
  const feed = useListFeed(listId);
  return (
    <>
      <PageHeader title={list.data?.name ?? t('userLists')} icon={<IconList size={20} aria-hidden />} />
      <div className="kumo-timeline-toolbar">
        <Link className="kumo-button" to={`/secure/my/lists/${listId}`}>
          <IconSettings size={16} aria-hidden />
          {t('listSettings')}
        </Link>
      </div>
      {list.isError ? (
        <QueryErrorView error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Timeline {...feed} />
      )}
    </>
  );
}

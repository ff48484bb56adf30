import { IconList } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import type { PageProps } from '@/router/index.ts';
import { NamedTimelinePage } from '@/timeline/index.ts';
import { useList, useListFeed } from '@/queries/index.ts';

/** /secure/timeline/list/{listId}: notes of the list's members, live over the userList channel. */
export default function ListTimelinePage({ params }: PageProps) {
  const listId = params.listId ?? '';
  return (
    <NamedTimelinePage
      source={useList(listId)}
      fallbackTitle={t('userLists')}
      icon={<IconList size={20} aria-hidden />}
      settingsPath={`/secure/my/lists/${listId}`}
      settingsLabel={t('listSettings')}
      feed={useListFeed(listId)}
    />
  );
}

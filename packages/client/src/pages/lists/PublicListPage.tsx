import { IconList } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import type { PageProps } from '@/router/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { PagedList, QueryView } from '@/list/index.ts';
import { ListMembers } from './ListMembers.tsx';
import { useListMembers, usePublicList } from '@/queries/index.ts';

/** /list/{listId}: a public list and its members, readable by anyone. */
export default function PublicListPage({ params }: PageProps) {
  const listId = params.listId ?? '';
  const list = usePublicList(listId);
  const members = useListMembers(listId, true);
  return (
    <>
      <PageHeader title={list.data?.name ?? t('userLists')} icon={<IconList size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-lists-page">
        <QueryView query={list}>
          {(data) => (
            <section className="kumo-form-section">
              <h2>
                {t('listMembers')} · {t('listMembersCount', { n: data.userIds?.length ?? 0 })}
              </h2>
              <PagedList query={members} empty={t('listNoMembers')}>
                {(items) => <ListMembers members={items} />}
              </PagedList>
            </section>
          )}
        </QueryView>
      </div>
    </>
  );
}

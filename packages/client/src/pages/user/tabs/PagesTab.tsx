import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useUserPages } from '@/queries/index.ts';
import { PageCards } from '@/page-view/index.ts';

/** The pages tab: the user's Pages, each leading to /@{username}/pages/{name}. */
export function PagesTab({ user }: { user: entities.UserDetailed }) {
  const list = useUserPages(user.id);
  return (
    <div className="kumo-profile-pages">
      <PagedList query={list} empty={t('profileNoPages')}>
        {(pages) => <PageCards pages={pages} />}
      </PagedList>
    </div>
  );
}

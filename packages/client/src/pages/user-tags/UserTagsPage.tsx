import { IconHash } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useHashtagUsers, type HashtagUserSort } from '@/queries/index.ts';
import type { PageProps } from '@/router/index.ts';
import { PageHeader, Tabs } from '@/ui/index.ts';
import { UserCards } from '@/user-card/index.ts';
import './user-tags.css';

/** /user-tags/{tag}: the people whose profile carries the hashtag (hashtags/users). */
export default function UserTagsPage({ params }: PageProps) {
  const tag = params.tag ?? '';
  const [sort, setSort] = useState<HashtagUserSort>('+follower');
  const query = useHashtagUsers(tag, sort);
  return (
    <>
      <PageHeader title={t('profileUserTagsTitle', { tag })} icon={<IconHash size={20} aria-hidden />} />
      <div className="kumo-user-tag-sort">
        <Tabs<HashtagUserSort>
          label={t('profileUserTagsSort')}
          value={sort}
          onChange={setSort}
          tabs={[
            { key: '+follower', label: t('profileUserTagsSortFollowers') },
            { key: '+createdAt', label: t('profileUserTagsSortNewest') },
            { key: '+updatedAt', label: t('profileUserTagsSortUpdated') },
          ]}
        />
      </div>
      <PagedList query={query} empty={t('profileUserTagsEmpty', { tag })}>
        {(users) => <UserCards users={users} className="kumo-user-tag-card" />}
      </PagedList>
    </>
  );
}

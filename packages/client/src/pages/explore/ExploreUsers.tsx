import { useState } from 'react';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import {
  useExploreUsers,
  usePinnedUsers,
  type ExploreUserOrigin,
  type ExploreUserSort,
} from '@/queries/index.ts';
import { Tabs } from '@/ui/index.ts';
import { UserCards } from '@/user-card/index.ts';

const SECTIONS: Array<{ sort: ExploreUserSort; title: LocaleKey }> = [
  { sort: '+follower', title: 'explorePopularUsers' },
  { sort: '+updatedAt', title: 'exploreActiveUsers' },
  { sort: '+createdAt', title: 'exploreNewUsers' },
];

/** People to find: the pinned ones, then the most followed, recently active and new, here or elsewhere. */
export function ExploreUsers({ pinned }: { pinned: boolean }) {
  const [origin, setOrigin] = useState<ExploreUserOrigin>('local');
  return (
    <div className="kumo-explore-users">
      <div className="kumo-explore-bar">
        <Tabs<ExploreUserOrigin>
          label={t('exploreOrigin')}
          value={origin}
          onChange={setOrigin}
          tabs={[
            { key: 'local', label: t('exploreOriginLocal') },
            { key: 'remote', label: t('exploreOriginRemote') },
          ]}
        />
      </div>
      {pinned && origin === 'local' && <PinnedUsers />}
      {SECTIONS.map(({ sort, title }) => (
        <UsersSection key={`${origin}${sort}`} title={t(title)} origin={origin} sort={sort} />
      ))}
    </div>
  );
}

function PinnedUsers() {
  const query = usePinnedUsers();
  // a server that cannot answer leaves the part out, as one with none pinned does
  if (query.isError || query.data?.length === 0) return null;
  return (
    <Section title={t('explorePinnedUsers')}>
      <PagedList query={query} empty={null}>
        {(users) => <UserCards className="kumo-explore-user" users={users} />}
      </PagedList>
    </Section>
  );
}

function UsersSection({
  title,
  origin,
  sort,
}: {
  title: string;
  origin: ExploreUserOrigin;
  sort: ExploreUserSort;
}) {
  const query = useExploreUsers(origin, sort);
  return (
    <Section title={title}>
      <PagedList query={query} empty={t('exploreUsersEmpty')}>
        {(users) => <UserCards className="kumo-explore-user" users={users} />}
      </PagedList>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="kumo-explore-section" aria-label={title}>
      <h2 className="kumo-explore-heading">{title}</h2>
      {children}
    </section>
  );
}

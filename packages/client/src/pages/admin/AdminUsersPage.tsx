import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { sortWords } from './sort-words.ts';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { UserName } from '@/mfm/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { useAdminUsers, type AdminUsersFilter } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { Avatar, PageHeader, SelectField, TextInput } from '@/ui/index.ts';
import './admin.css';

type State = NonNullable<AdminUsersFilter['state']>;
type Origin = NonNullable<AdminUsersFilter['origin']>;
type Sort = NonNullable<AdminUsersFilter['sort']>;

const STATES = ['all', 'available', 'admin', 'moderator', 'suspended'] as const satisfies readonly State[];
const SORTS = [
  '+createdAt',
  '-createdAt',
  '+lastActiveDate',
  '-lastActiveDate',
  '+follower',
  '-follower',
] as const satisfies readonly Sort[];

/** /admin/users: every account, searched by name, filtered by state and origin, sorted; each opens its moderation page. */
export default function AdminUsersPage() {
  const [state, setState] = useState<State>('all');
  const [origin, setOrigin] = useState<Origin>('local');
  const [sort, setSort] = useState<Sort>('+createdAt');
  const [username, setUsername] = useState('');
  const users = useAdminUsers({ state, origin, sort, username: username.trim() || null });
  return (
    <>
      <PageHeader title={t('admin.users')} icon={<IconUsers size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <div className="kumo-admin-filters">
          <TextInput label={t('adminUsersSearch')} value={username} onChange={setUsername} debounce />
          <SelectField
            label={t('adminUsersState')}
            value={state}
            options={STATES.map((v) => ({ value: v, label: t(`adminUsersState_${v}`) }))}
            onChange={setState}
          />
          <SelectField
            label={t('adminUsersOrigin')}
            value={origin}
            options={(['combined', 'local', 'remote'] as const).map((v) => ({
              value: v,
              label: t(`adminOrigin_${v}`),
            }))}
            onChange={setOrigin}
          />
          <SelectField
            label={t('adminUsersSort')}
            value={sort}
            options={SORTS.map((v) => ({ value: v, label: t(`adminUsersSort_${sortWords(v)}`) }))}
            onChange={setSort}
          />
        </div>
        {origin === 'remote' && <p className="kumo-caption">{t('adminUsersRemoteNote')}</p>}
        <PagedList query={users} empty={t('adminUsersNone')}>
          {(items) => (
            <ul className="kumo-admin-list" aria-label={t('admin.users')}>
              {items.map((u) => {
                const acct = u.host ? `@${u.username}@${u.host}` : `@${u.username}`;
                return (
                  <li key={u.id}>
                    <Link className="kumo-admin-card kumo-admin-user-row" to={`/secure/user-info/${u.id}`}>
                      <Avatar user={u} size={40} />
                      <span className="kumo-admin-user-text">
                        <b>
                          <UserName user={u} />
                        </b>
                        <span className="kumo-caption">{acct}</span>
                        <span className="kumo-caption">
                          {t('adminUsersJoined')} <RelativeTime date={u.createdAt} />
                        </span>
                      </span>
                      <span className="kumo-admin-user-badges">
                        {'isAdmin' in u && u.isAdmin && (
                          <span className="kumo-admin-badge">{t('adminUsersState_admin')}</span>
                        )}
                        {u.isSuspended && (
                          <span className="kumo-admin-badge" data-icon="error">
                            {t('adminUsersState_suspended')}
                          </span>
                        )}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </PagedList>
      </div>
    </>
  );
}

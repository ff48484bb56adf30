import { IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useFederationInstances } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { PageHeader, SelectField, TextInput } from '@/ui/index.ts';
import { sortField } from './sort-words.ts';
import { SORTS, STATES, stateFilter, type Sort, type State } from './federation-filter.ts';
import './admin.css';

/** /admin/federation: the servers this one knows, by state and name, sorted; each opens its page. */
export default function AdminFederationPage() {
  const [state, setState] = useState<State>('all');
  const [sort, setSort] = useState<Sort>('+pubSub');
  const [host, setHost] = useState('');
  const instances = useFederationInstances({ ...stateFilter(state), sort, host: host.trim() || null });
  return (
    <>
      <PageHeader title={t('admin.federation')} icon={<IconWorld size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <div className="kumo-admin-filters">
          <TextInput label={t('adminFederationHost')} value={host} onChange={setHost} debounce />
          <SelectField
            label={t('adminUsersState')}
            value={state}
            options={STATES.map((s) => ({ value: s, label: t(`adminFederationState_${s}`) }))}
            onChange={setState}
          />
          <SelectField
            label={t('adminUsersSort')}
            value={sort}
            options={SORTS.map((s) => ({
              value: s,
              label: t(`adminFederationSort_${sortField(s)}`),
            }))}
            onChange={setSort}
          />
        </div>
        <PagedList query={instances} empty={t('adminFederationNone')}>
          {(items) => (
            <ul className="kumo-admin-list" aria-label={t('admin.federation')}>
              {items.map((i) => (
                <li key={i.id}>
                  <Link
                    className="kumo-admin-card kumo-admin-user-row"
                    to={`/instance-info/${encodeURIComponent(i.host)}`}
                  >
                    <span className="kumo-admin-user-text">
                      <b>{i.name || i.host}</b>
                      <span className="kumo-caption">{i.host}</span>
                      <span className="kumo-caption">
                        {[i.softwareName, i.softwareVersion].filter(Boolean).join(' ')}
                        {' · '}
                        {t('adminFederationCounts', { users: i.usersCount, notes: i.notesCount })}
                      </span>
                    </span>
                    <span className="kumo-admin-user-badges">
                      {i.isBlocked && (
                        <span className="kumo-admin-badge" data-icon="error">
                          {t('adminFederationState_blocked')}
                        </span>
                      )}
                      {i.isSuspended && (
                        <span className="kumo-admin-badge" data-icon="warning">
                          {t('adminFederationState_suspended')}
                        </span>
                      )}
                      {i.isSilenced && (
                        <span className="kumo-admin-badge">{t('adminFederationState_silenced')}</span>
                      )}
                      {i.isNotResponding && (
                        <span className="kumo-admin-badge">{t('adminFederationState_notResponding')}</span>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </>
  );
}

import { IconApps } from '@tabler/icons-react';
import { useState } from 'react';
import { describeError } from '@/api/index.ts';
import { t, type LocaleKey } from '@/i18n/index.ts';
import { FormSection, SelectField, confirmDialog, LoadingView, toast } from '@/ui/index.ts';
import { QueryErrorView } from '@/list/index.ts';
import { useMyApps, useRevokeToken, type AppsSort as Sort } from '@/queries/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { localDateTime } from '../security/local-date.ts';
import '../security/security.css';

const SORTS: Array<{ value: Sort; label: LocaleKey }> = [
  { value: '+createdAt', label: 'appsSortNewest' },
  { value: '-createdAt', label: 'appsSortOldest' },
  { value: '+lastUsedAt', label: 'appsSortRecentlyUsed' },
  { value: '-lastUsedAt', label: 'appsSortLeastRecentlyUsed' },
];

/** /secure/settings/apps: the apps and access tokens that can use the account, each with a revoke button. */
export default function AppsSettingsPage() {
  const [sort, setSort] = useState<Sort>('+createdAt');
  const apps = useMyApps(sort);
  const revokeToken = useRevokeToken({
    onError: (err) => {
      toast(describeError(err));
      return true;
    },
  });

  const revoke = async (id: string, name: string) => {
    if (!(await confirmDialog(t('appsRevokeConfirm', { name })))) return;
    if (await revokeToken.run(id)) toast(t('appsRevoked'));
  };

  return (
    <SettingsFrame title={t('settingsApps')} icon={<IconApps size={20} aria-hidden />}>
      <div className="kumo-security-page">
        <FormSection>
          <p className="kumo-caption">{t('appsIntro')}</p>
          <SelectField
            label={t('appsSort')}
            value={sort}
            options={SORTS.map((s) => ({ value: s.value, label: t(s.label) }))}
            onChange={(v) => setSort(v as Sort)}
          />
          {apps.isPending ? (
            <LoadingView />
          ) : apps.isError ? (
            <QueryErrorView error={apps.error} onRetry={() => void apps.refetch()} />
          ) : apps.data.length === 0 ? (
            <p className="kumo-empty">{t('appsNone')}</p>
          ) : (
            <ul className="kumo-token-list" aria-label={t('settingsApps')}>
              {apps.data.map((app) => {
                const name = app.name || t('appsUnnamed');
                return (
                  <li key={app.id}>
                    <div className="kumo-token-info">
                      <span className="kumo-token-name">{name}</span>
                      <span className="kumo-caption">
                        {t('appsCreatedAt', { date: localDateTime(app.createdAt) })}
                        {' · '}
                        {app.lastUsedAt
                          ? t('appsLastUsedAt', { date: localDateTime(app.lastUsedAt) })
                          : t('appsNeverUsed')}
                      </span>
                      {app.permission.length > 0 && (
                        <details>
                          <summary>{t('appsPermissions', { n: app.permission.length })}</summary>
                          <ul>
                            {app.permission.map((p) => (
                              <li key={p}>
                                <code>{p}</code>
                              </li>
                            ))}
                          </ul>
                        </details>
                      )}
                    </div>
                    <button
                      type="button"
                      className="kumo-button danger"
                      aria-label={`${t('appsRevoke')}: ${name}`}
                      onClick={() => void revoke(app.id, name)}
                    >
                      {t('appsRevoke')}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </FormSection>
      </div>
    </SettingsFrame>
  );
}

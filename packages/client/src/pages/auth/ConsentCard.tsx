import type { ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import './auth.css';

interface Props {
  appName: string;
  icon: string | null;
  permissions: string[];
  busy: boolean;
  onAllow: () => void;
  onDeny: () => void;
  note?: ReactNode;
}

/** What an app asks for, permission by permission, with allow and deny. */
export function ConsentCard({ appName, icon, permissions, busy, onAllow, onDeny, note }: Props) {
  return (
    <section className="kumo-card kumo-consent" aria-labelledby="kumo-consent-title">
      {icon && (
        <img
          className="kumo-consent-icon"
          src={icon}
          alt=""
          width={64}
          height={64}
          referrerPolicy="no-referrer"
        />
      )}
      <h1 id="kumo-consent-title">{t('appWantsAccess', { name: appName })}</h1>
      {note}
      {permissions.length > 0 ? (
        <>
          <p>{t('appPermissionsIntro')}</p>
          <ul className="kumo-consent-permissions">
            {permissions.map((p) => {
              const [kind, what] = p.split(':');
              return (
                <li key={p} data-kind={kind}>
                  <strong>{kind === 'write' ? t('permissionWrite') : t('permissionRead')}</strong>{' '}
                  <code>{what}</code>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p>{t('appNoPermissions')}</p>
      )}
      <div className="kumo-consent-actions">
        <button type="button" className="kumo-button" disabled={busy} onClick={onDeny}>
          {t('deny')}
        </button>
        <button type="button" className="kumo-button primary" disabled={busy} onClick={onAllow}>
          {t('allow')}
        </button>
      </div>
    </section>
  );
}

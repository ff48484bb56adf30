import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { requestNotificationPermission } from '@/notifications/index.ts';
import { FormSection } from '@/ui/index.ts';

type Permission = NotificationPermission | 'unsupported';

function currentPermission(): Permission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** System notifications while Kumo's tab is hidden: the browser's permission, and a way to ask for it. */
export function BrowserNotificationSettings() {
  const [permission, setPermission] = useState<Permission>(currentPermission);
  return (
    <FormSection title={t('browserNotifications')}>
      <p className="kumo-caption">{t('browserNotificationsCaption')}</p>
      <p role="status">{t(`browserNotifications.${permission}`)}</p>
      {permission === 'default' && (
        <div className="kumo-settings-actions">
          <button
            type="button"
            className="kumo-button primary"
            onClick={() => void requestNotificationPermission().then(setPermission)}
          >
            {t('browserNotificationsAllow')}
          </button>
        </div>
      )}
    </FormSection>
  );
}

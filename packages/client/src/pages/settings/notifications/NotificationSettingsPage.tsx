import { IconBell, IconVolume } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { pushNotificationToast } from '@/notifications/index.ts';
import { Link } from '@/router/index.ts';
import { FormSection } from '@/ui/index.ts';
import { SettingField } from '../SettingField.tsx';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { BrowserNotificationSettings } from './BrowserNotificationSettings.tsx';
import { PushSettings } from './PushSettings.tsx';
import { ReceiveSettings } from './ReceiveSettings.tsx';
import './notification-settings.css';

/** A pop-up to see where pop-ups appear: a `test` notification, as the server's own test sends. */
function showTestPopup() {
  pushNotificationToast({ id: `test-${Date.now()}`, createdAt: new Date().toISOString(), type: 'test' });
}

export default function NotificationSettingsPage() {
  return (
    <SettingsFrame title={t('notifications')} icon={<IconBell size={20} aria-hidden />}>
      <ReceiveSettings />
      <FormSection title={t('settingsSectionNotifications')}>
        <SettingField
          def={{
            key: 'notificationPosition',
            kind: 'select',
            options: ['leftTop', 'leftBottom', 'rightTop', 'rightBottom'],
          }}
        />
        <SettingField
          def={{ key: 'notificationStackAxis', kind: 'select', options: ['vertical', 'horizontal'] }}
        />
        <div className="kumo-settings-actions">
          <button type="button" className="kumo-button" onClick={showTestPopup}>
            {t('notificationsTestPopup')}
          </button>
        </div>
      </FormSection>
      <BrowserNotificationSettings />
      <PushSettings />
      <p>
        <Link to="/secure/settings/sounds" className="kumo-settings-link-inline">
          <IconVolume size={16} aria-hidden /> {t('settingsSounds')}
        </Link>
      </p>
    </SettingsFrame>
  );
}

import { t } from '@/i18n/index.ts';
import { usePushNotifications } from '@/notifications/index.ts';
import { FormSection, Switch } from '@/ui/index.ts';

/**
 * Push notifications, shown only where the server sends them and the browser can take them; while
 * the browser blocks notifications (said just above) the switch is off and disabled.
 */
export function PushSettings() {
  const push = usePushNotifications();
  if (push.state === 'unsupported') return null;
  return (
    <FormSection title={t('pushNotifications')}>
      <Switch
        label={t('pushNotificationsReceive')}
        caption={t('pushNotificationsCaption')}
        checked={push.state === 'on'}
        disabled={push.busy || push.state === 'denied'}
        onChange={(on) => void (on ? push.turnOn() : push.turnOff())}
      />
      {push.failed && (
        <p className="kumo-field-error" role="alert">
          {t('pushNotificationsFailed')}
        </p>
      )}
    </FormSection>
  );
}

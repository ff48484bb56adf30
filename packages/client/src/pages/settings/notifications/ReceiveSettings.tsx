import { useState } from 'react';
import { useMe } from '@/account/index.ts';
import { useUpdateMeAtOnce } from '@/queries/index.ts';
import { t } from '@/i18n/index.ts';
import {
  ON_OFF_RECEIVE_TYPES,
  RECEIVE_FROM,
  receiveFrom,
  USER_RECEIVE_TYPES,
  withReceiveFrom,
  type ReceiveFrom,
  type ReceiveType,
} from '@/notifications/index.ts';
import { FormSection, SelectField, Switch, LoadingView } from '@/ui/index.ts';
import { FormProblem, showInline } from '../SettingsForm.tsx';

const typeLabel = (type: ReceiveType) => t(`notificationType.${type}`);

/**
 * Which notifications the server sends (i/update `notificationRecieveConfig`): from whom for the
 * types a user causes, on or off for the others. Each change is saved at once.
 */
export function ReceiveSettings() {
  const { me } = useMe();
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateMeAtOnce({ onError: showInline(setError) });
  const config = me?.notificationRecieveConfig;

  const change = async (type: ReceiveType, from: ReceiveFrom) => {
    if (!me) return;
    setError(null);
    await update.run({ notificationRecieveConfig: withReceiveFrom(config, type, from) });
  };

  const fromOptions = (current: string) =>
    [...RECEIVE_FROM, ...(current === 'list' ? (['list'] as const) : [])].map((value) => ({
      value,
      label: t(`receiveFrom.${value}`),
    }));

  if (!me)
    return (
      <FormSection title={t('notificationsReceive')}>
        <LoadingView />
      </FormSection>
    );
  return (
    <FormSection title={t('notificationsReceive')}>
      <p className="kumo-caption">{t('notificationsReceiveCaption')}</p>
      <FormProblem text={error} />
      <div className="kumo-receive-list">
        {USER_RECEIVE_TYPES.map((type) => {
          const current = receiveFrom(config, type);
          return (
            <SelectField
              key={type}
              label={typeLabel(type)}
              value={current}
              options={fromOptions(current)}
              onChange={(v) => v !== 'list' && void change(type, v as ReceiveFrom)}
            />
          );
        })}
      </div>
      {ON_OFF_RECEIVE_TYPES.map((type) => (
        <Switch
          key={type}
          label={typeLabel(type)}
          checked={receiveFrom(config, type) !== 'never'}
          disabled={update.isPending}
          onChange={(on) => void change(type, on ? 'all' : 'never')}
        />
      ))}
    </FormSection>
  );
}

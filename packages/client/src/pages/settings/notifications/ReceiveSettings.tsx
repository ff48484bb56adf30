import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { meQueryKey, useMe } from '../../../account/index.ts';
import { api } from '../../../api/index.ts';
import { describeError } from '../../../api/describe-error.ts';
import { t, type LocaleKey } from '../../../i18n/index.ts';
import {
  ON_OFF_RECEIVE_TYPES,
  RECEIVE_FROM,
  receiveFrom,
  USER_RECEIVE_TYPES,
  withReceiveFrom,
  type ReceiveFrom,
  type ReceiveType,
} from '../../../notifications/receive-config.ts';
import { FormSection, SelectField, Switch } from '../../../ui/controls/index.ts';
import { LoadingView } from '../../../ui/LoadingView.tsx';

const typeLabel = (type: ReceiveType) => t(`notificationType.${type}` as LocaleKey);

/**
 * Which notifications the server sends (i/update `notificationRecieveConfig`): from whom for the
 * types a user causes, on or off for the others. Each change is saved at once.
 */
export function ReceiveSettings() {
  const { account, me } = useMe();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const config = me?.notificationRecieveConfig;

  const change = async (type: ReceiveType, from: ReceiveFrom) => {
    if (!account) return;
    setError(null);
    setSaving(true);
    const next = withReceiveFrom(config, type, from);
    const key = meQueryKey(account.id);
    const before = queryClient.getQueryData(key);
    queryClient.setQueryData<typeof me>(key, (m) => (m ? { ...m, notificationRecieveConfig: next } : m));
    try {
      const updated = await api('i/update', { notificationRecieveConfig: next }, account.token);
      queryClient.setQueryData<typeof me>(key, (m) => (m ? { ...m, ...updated } : m));
    } catch (err) {
      queryClient.setQueryData(key, before);
      setError(describeError(err));
    } finally {
      setSaving(false);
    }
  };

  const fromOptions = (current: string) =>
    [...RECEIVE_FROM, ...(current === 'list' ? ['list'] : [])].map((value) => ({
      value,
      label: t(`receiveFrom.${value}` as LocaleKey),
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
      {error && (
        <p className="kumo-alert" role="alert">
          {error}
        </p>
      )}
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
          disabled={saving}
          onChange={(on) => void change(type, on ? 'all' : 'never')}
        />
      ))}
    </FormSection>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { IconMail } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { entities } from 'misskey-js';
import { meQueryKey, useMe } from '../../../account/index.ts';
import { api } from '../../../api/index.ts';
import { ApiCallError } from '../../../api/api-error.ts';
import { describeError } from '../../../api/describe-error.ts';
import { showApiError } from '../../../api/error-handler.ts';
import { t, type LocaleKey } from '../../../i18n/index.ts';
import { useMeta } from '../../../instance/meta.ts';
import { FormSection, Switch } from '../../../ui/controls/index.ts';
import { TextInput, toast } from '../../../ui/index.ts';
import { LoadingView } from '../../../ui/LoadingView.tsx';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { useUpdateMe } from '../use-update-me.ts';
import { EMAIL_NOTIFICATION_TYPES, emailProblemKey, toggleEmailType } from './email-types.ts';
import './email.css';

function AddressForm({ me, token, disabled }: { me: entities.MeDetailed; token: string; disabled: boolean }) {
  const client = useQueryClient();
  const [email, setEmail] = useState(me.email ?? '');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const updated = await api('i/update-email', { password, email: email.trim() || null }, token);
      client.setQueryData(meQueryKey(me.id), updated);
      setPassword('');
      toast(t('emailSaved'));
    } catch (err) {
      const key = emailProblemKey(err instanceof ApiCallError ? err.error.code : undefined);
      setProblem(key ? t(key) : describeError(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormSection title={t('emailAddress')}>
      <p className="kumo-email-current" data-verified={me.emailVerified || undefined}>
        {me.email ? (
          <>
            <b>{me.email}</b>
            <span className="kumo-email-badge">
              {me.emailVerified ? t('emailVerified') : t('emailNotVerified')}
            </span>
          </>
        ) : (
          <span className="kumo-caption">{t('emailNoneSet')}</span>
        )}
      </p>
      <form onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
        <fieldset className="kumo-email-fieldset" disabled={disabled || busy}>
          <TextInput
            type="email"
            autoComplete="email"
            label={t('emailNewAddress')}
            value={email}
            onChange={setEmail}
          />
          <TextInput
            type="password"
            autoComplete="current-password"
            label={t('emailPassword')}
            value={password}
            onChange={setPassword}
            required
          />
          {problem && (
            <p className="kumo-alert" role="alert">
              {problem}
            </p>
          )}
          <div className="kumo-settings-actions">
            <button type="submit" className="kumo-button primary">
              {t('emailSaveAddress')}
            </button>
          </div>
        </fieldset>
      </form>
    </FormSection>
  );
}

function EmailPreferences({ me, disabled }: { me: entities.MeDetailed; disabled: boolean }) {
  const update = useUpdateMe();
  const [types, setTypes] = useState<string[] | null>(null);
  const [announcements, setAnnouncements] = useState<boolean | null>(null);
  const shownTypes = types ?? me.emailNotificationTypes;
  const saveTypes = async (next: string[]) => {
    setTypes(next);
    try {
      await update({ emailNotificationTypes: next });
    } catch (err) {
      await showApiError(err);
    } finally {
      setTypes(null);
    }
  };
  const saveAnnouncements = async (on: boolean) => {
    setAnnouncements(on);
    try {
      await update({ receiveAnnouncementEmail: on });
    } catch (err) {
      await showApiError(err);
    } finally {
      setAnnouncements(null);
    }
  };
  return (
    <>
      <FormSection>
        <Switch
          checked={announcements ?? me.receiveAnnouncementEmail}
          label={t('emailReceiveAnnouncements')}
          disabled={disabled}
          onChange={(on) => void saveAnnouncements(on)}
        />
      </FormSection>
      <FormSection title={t('emailNotifyTitle')}>
        <fieldset className="kumo-email-fieldset kumo-email-types" disabled={disabled}>
          <legend className="kumo-caption">{t('emailNotifyCaption')}</legend>
          {EMAIL_NOTIFICATION_TYPES.map((type) => (
            <label key={type} className="kumo-email-type">
              <input
                type="checkbox"
                checked={shownTypes.includes(type)}
                onChange={(e) => void saveTypes(toggleEmailType(shownTypes, type, e.target.checked))}
              />
              {t(`notificationType.${type}` as LocaleKey)}
            </label>
          ))}
        </fieldset>
      </FormSection>
    </>
  );
}

/** /secure/settings/email: the account's email address and what the server may email about. */
export default function EmailSettingsPage() {
  const { me, account } = useMe();
  const meta = useMeta();
  const disabled = meta?.enableEmail === false;
  return (
    <SettingsFrame title={t('settingsEmail')} icon={<IconMail size={20} aria-hidden />}>
      {!me || !account ? (
        <LoadingView />
      ) : (
        <>
          {disabled && (
            <p className="kumo-alert" role="note">
              {t('emailDisabledOnServer')}
            </p>
          )}
          <AddressForm me={me} token={account.token} disabled={disabled} />
          <EmailPreferences me={me} disabled={disabled} />
        </>
      )}
    </SettingsFrame>
  );
}

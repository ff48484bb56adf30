import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { ApiCallError, describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useMeta, useUpdateEmail, useUpdateMe } from '@/queries/index.ts';
import { FormSection, Switch, TextInput, toast, LoadingView } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { PasswordInput, SettingsForm } from '../SettingsForm.tsx';
import { isWrongSecondFactor } from '../security/second-factor-refusal.ts';
import { EMAIL_NOTIFICATION_TYPES, emailProblemKey, toggleEmailType } from './email-types.ts';
import './email.css';
import { TwoFactorCodeInput } from '../security/TwoFactorCodeInput.tsx';

/** The address, confirmed with the password and, with two-factor on, a code (Misskey's `token`). */
function AddressForm({ me, disabled }: { me: entities.MeDetailed; disabled: boolean }) {
  const [email, setEmail] = useState(me.email ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const twoFactor = me.twoFactorEnabled;
  const update = useUpdateEmail({
    onError: (err) => {
      const key = emailProblemKey(err instanceof ApiCallError ? err.error.code : undefined);
      if (key) setProblem(t(key));
      else if (isWrongSecondFactor(err)) setProblem(t('securityWrongCode'));
      else setProblem(describeError(err));
      return true;
    },
  });
  const submit = async () => {
    setProblem(null);
    const sent = { password, email: email.trim() || null, ...(twoFactor ? { token: code.trim() } : {}) };
    if (!(await update.run(sent))) return;
    setPassword('');
    setCode('');
    toast(t('emailSaved'));
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
      <SettingsForm
        onSubmit={submit}
        submitLabel={t('emailSaveAddress')}
        busy={update.isPending}
        disabled={disabled}
        problem={problem}
      >
        <TextInput
          type="email"
          autoComplete="email"
          label={t('emailNewAddress')}
          value={email}
          onChange={setEmail}
        />
        <PasswordInput label={t('emailPassword')} value={password} onChange={setPassword} />
        {twoFactor && <TwoFactorCodeInput value={code} onChange={setCode} />}
      </SettingsForm>
    </FormSection>
  );
}

/** A preference saved at once: shown as chosen while it is sent, as the server has it after. */
function useSavedAtOnce<T>(save: (value: T) => Promise<unknown>) {
  const [sending, setSending] = useState<{ value: T } | null>(null);
  const send = async (value: T) => {
    setSending({ value });
    await save(value);
    setSending(null);
  };
  return [sending, send] as const;
}

function EmailPreferences({ me, disabled }: { me: entities.MeDetailed; disabled: boolean }) {
  const update = useUpdateMe();
  const [types, saveTypes] = useSavedAtOnce((next: string[]) => update.run({ emailNotificationTypes: next }));
  const [announcements, saveAnnouncements] = useSavedAtOnce((on: boolean) =>
    update.run({ receiveAnnouncementEmail: on }),
  );
  const shownTypes = types?.value ?? me.emailNotificationTypes;
  return (
    <>
      <FormSection>
        <Switch
          checked={announcements?.value ?? me.receiveAnnouncementEmail}
          label={t('emailReceiveAnnouncements')}
          disabled={disabled}
          onChange={(on) => void saveAnnouncements(on)}
        />
      </FormSection>
      <FormSection title={t('emailNotifyTitle')}>
        <fieldset className="kumo-settings-fieldset kumo-email-types" disabled={disabled}>
          <legend className="kumo-caption">{t('emailNotifyCaption')}</legend>
          {EMAIL_NOTIFICATION_TYPES.map((type) => (
            <label key={type} className="kumo-email-type">
              <input
                type="checkbox"
                checked={shownTypes.includes(type)}
                onChange={(e) => void saveTypes(toggleEmailType(shownTypes, type, e.target.checked))}
              />
              {t(`notificationType.${type}`)}
            </label>
          ))}
        </fieldset>
      </FormSection>
    </>
  );
}

/** /secure/settings/email: the account's email address and what the server may email about. */
export default function EmailSettingsPage() {
  const { me } = useMe();
  const meta = useMeta();
  const disabled = meta?.enableEmail === false;
  return (
    <SettingsFrame title={t('settingsEmail')} icon={<IconMail size={20} aria-hidden />}>
      {!me ? (
        <LoadingView />
      ) : (
        <>
          {disabled && (
            <p className="kumo-alert" role="note">
              {t('emailDisabledOnServer')}
            </p>
          )}
          <AddressForm me={me} disabled={disabled} />
          <EmailPreferences me={me} disabled={disabled} />
        </>
      )}
    </SettingsFrame>
  );
}

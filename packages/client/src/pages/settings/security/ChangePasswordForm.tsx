import { useState, type FormEvent } from 'react';
import { api } from '../../../api/index.ts';
import { describeError } from '../../../api/describe-error.ts';
import { t } from '../../../i18n/index.ts';
import { TextInput, toast } from '../../../ui/index.ts';
import { isIncorrectPassword, newPasswordProblem } from './password-change.ts';

/** Current password, new password twice; a refusal is shown under the form and the fields are kept. */
export function ChangePasswordForm({ token, twoFactor }: { token: string; twoFactor: boolean }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = newPasswordProblem(next, repeat);
    if (local) return setProblem(t(local));
    setProblem(null);
    setBusy(true);
    try {
      await api(
        'i/change-password',
        { currentPassword: current, newPassword: next, ...(twoFactor ? { token: code } : {}) },
        token,
      );
      setCurrent('');
      setNext('');
      setRepeat('');
      setCode('');
      toast(t('securityPasswordChanged'));
    } catch (err) {
      setProblem(isIncorrectPassword(err) ? t('securityIncorrectPassword') : describeError(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="kumo-security-form" onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
      <TextInput
        type="password"
        autoComplete="current-password"
        label={t('securityCurrentPassword')}
        value={current}
        onChange={setCurrent}
        required
      />
      <TextInput
        type="password"
        autoComplete="new-password"
        label={t('securityNewPassword')}
        value={next}
        onChange={setNext}
      />
      <TextInput
        type="password"
        autoComplete="new-password"
        label={t('securityRepeatPassword')}
        value={repeat}
        onChange={setRepeat}
      />
      {twoFactor && (
        <TextInput
          inputMode="numeric"
          autoComplete="one-time-code"
          label={t('securityTwoFactorCode')}
          value={code}
          onChange={setCode}
          required
        />
      )}
      {problem && (
        <p className="kumo-alert" role="alert">
          {problem}
        </p>
      )}
      <div className="kumo-settings-actions">
        <button type="submit" className="kumo-button primary" disabled={busy}>
          {t('securityChangePassword')}
        </button>
      </div>
    </form>
  );
}

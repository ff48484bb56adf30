import { useState } from 'react';
import { describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useChangePassword } from '@/queries/index.ts';
import { toast } from '@/ui/index.ts';
import { PasswordInput, SettingsForm } from '../SettingsForm.tsx';
import { isIncorrectPassword, newPasswordProblem } from './password-change.ts';
import { isWrongSecondFactor } from './second-factor-refusal.ts';
import { TwoFactorCodeInput } from './TwoFactorCodeInput.tsx';

/**
 * Current password, new password twice, and with two-factor on a code (Misskey's `token`); a refusal
 * is shown under the form and the fields are kept.
 */
export function ChangePasswordForm({ twoFactor }: { twoFactor: boolean }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword({
    onError: (err) => {
      if (isIncorrectPassword(err)) setProblem(t('securityIncorrectPassword'));
      else if (isWrongSecondFactor(err)) setProblem(t('securityWrongCode'));
      else setProblem(describeError(err));
      return true;
    },
  });

  const submit = async () => {
    const local = newPasswordProblem(next, repeat);
    if (local) return setProblem(t(local));
    setProblem(null);
    const done = await change.run({
      currentPassword: current,
      newPassword: next,
      ...(twoFactor ? { token: code.trim() } : {}),
    });
    if (!done) return;
    for (const clear of [setCurrent, setNext, setRepeat, setCode]) clear('');
    toast(t('securityPasswordChanged'));
  };

  return (
    <SettingsForm
      className="kumo-security-form"
      onSubmit={submit}
      submitLabel={t('securityChangePassword')}
      busy={change.isPending}
      problem={problem}
    >
      <PasswordInput label={t('securityCurrentPassword')} value={current} onChange={setCurrent} />
      <PasswordInput label={t('securityNewPassword')} value={next} onChange={setNext} isNew />
      <PasswordInput label={t('securityRepeatPassword')} value={repeat} onChange={setRepeat} isNew />
      {twoFactor && <TwoFactorCodeInput value={code} onChange={setCode} />}
    </SettingsForm>
  );
}

import { useState } from 'react';
import { describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useRequestPasswordReset, useResetPassword } from '@/queries/index.ts';
import { Link, type PageProps } from '@/router/index.ts';
import { CardField, CardForm } from '@/ui/index.ts';

/**
 * /reset-password: without a token, ask the server to email a reset link; with the token from that
 * link, choose the new password.
 */
export default function ResetPasswordPage({ params }: PageProps) {
  const resetToken = params.token;
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const showInline = { onError: (err: unknown) => (setError(describeError(err)), true) };
  const reset = useResetPassword(showInline);
  const request = useRequestPasswordReset(showInline);
  const busy = reset.isPending || request.isPending;
  const submit = async () => {
    setError(null);
    if (resetToken && first !== second) return setError(t('passwordMismatch'));
    const ok = resetToken
      ? await reset.run({ token: resetToken, password: first })
      : await request.run({ username: first.replace(/^@/, ''), email: second });
    if (ok) setDone(true);
  };
  if (done)
    return (
      <section className="kumo-card" role="status">
        <h1>{resetToken ? t('passwordChanged') : t('resetLinkSent')}</h1>
        <p>
          <Link to="/signin">{t('signin')}</Link>
        </p>
      </section>
    );
  return (
    <CardForm
      title={t('resetPassword')}
      error={error}
      busy={busy}
      submitLabel={resetToken ? t('changePassword') : t('sendResetLink')}
      onSubmit={() => void submit()}
    >
      <CardField
        label={resetToken ? t('newPassword') : t('username')}
        type={resetToken ? 'password' : 'text'}
        autoComplete={resetToken ? 'new-password' : 'username'}
        required
        value={first}
        onChange={setFirst}
      />
      <CardField
        label={resetToken ? t('passwordRetype') : t('emailAddress')}
        type={resetToken ? 'password' : 'email'}
        autoComplete={resetToken ? 'new-password' : 'email'}
        required
        value={second}
        onChange={setSecond}
      />
    </CardForm>
  );
}

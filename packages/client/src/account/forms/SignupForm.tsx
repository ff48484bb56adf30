import { useState } from 'react';
import { api, describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { CardField, CardForm } from '@/ui/index.ts';
import { checkSignup, normalizeUsername, type SignupProblem } from './auth-rules.ts';
import { useAuthCall, type AuthFormProps } from './use-auth-call.ts';

/** Username and password (twice) against `signup`; problems are shown before anything is sent. */
export function SignupForm({ title, onToken, footer }: AuthFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [retyped, setRetyped] = useState('');
  const [touched, setTouched] = useState(false);
  const call = useAuthCall((err) => t('signupFailed', { message: describeError(err) }));
  const problem = checkSignup(normalizeUsername(username), password, retyped);
  const shown = (p: NonNullable<SignupProblem>) => (touched && problem === p ? t(p) : null);

  const submit = () => {
    setTouched(true);
    if (problem) return;
    void call.run(async () => {
      const res = await api('signup', { username: normalizeUsername(username), password });
      await onToken(res.token);
    });
  };

  return (
    <CardForm
      title={title}
      error={call.error}
      busy={call.busy}
      submitLabel={call.busy ? t('signingUp') : t('signup')}
      onSubmit={submit}
      noValidate
      footer={footer}
    >
      <CardField
        label={t('username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        value={username}
        onChange={setUsername}
        problem={shown('usernameInvalid')}
      />
      <CardField
        label={t('password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        problem={shown('passwordEmpty')}
      />
      <CardField
        label={t('passwordRetype')}
        name="retype-password"
        type="password"
        autoComplete="new-password"
        value={retyped}
        onChange={setRetyped}
        problem={shown('passwordMismatch')}
      />
    </CardForm>
  );
}

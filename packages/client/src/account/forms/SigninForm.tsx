import { useState } from 'react';
import { api, ApiCallError, describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { CardField, CardForm } from '@/ui/index.ts';
import { normalizeUsername } from './auth-rules.ts';
import { useAuthCall, type AuthFormProps } from './use-auth-call.ts';

/** Misskey's sign-in error id for a suspended account. */
const SIGNIN_SUSPENDED_ID = 'e03a5f46-d309-4865-9b69-56282d94e1eb';

function signinErrorText(error: unknown): string {
  if (error instanceof ApiCallError) {
    if (error.error.id === SIGNIN_SUSPENDED_ID) return t('yourAccountSuspendedDescription');
    if (error.status !== 429 && error.status < 500) return t('signinFailed');
  }
  return describeError(error);
}

/** Username and password against `signin-flow`; a failure keeps what was typed and says why. */
export function SigninForm({ title, onToken, footer }: AuthFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const call = useAuthCall(signinErrorText);

  const submit = () =>
    call.run(async () => {
      const res = await api('signin-flow', { username: normalizeUsername(username), password });
      if (!res.finished) return t('signinNeedsMore', { step: res.next });
      await onToken(res.i);
    });

  return (
    <CardForm
      title={title}
      error={call.error}
      busy={call.busy}
      submitLabel={call.busy ? t('signingIn') : t('signin')}
      onSubmit={() => void submit()}
      footer={footer}
    >
      <CardField
        label={t('username')}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        required
        value={username}
        onChange={setUsername}
      />
      <CardField
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={setPassword}
      />
    </CardForm>
  );
}

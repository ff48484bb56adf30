import { useState } from 'react';
import { api, ApiCallError, describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useMeta, useUsernameAvailable } from '@/queries/index.ts';
import { Captcha, captchaField, captchaOf, CardField, CardForm } from '@/ui/index.ts';
import {
  checkSignup,
  normalizeUsername,
  signupRefusal,
  USERNAME_PATTERN,
  type SignupProblem,
} from './auth-rules.ts';
import { useAuthCall, type AuthFormProps } from './use-auth-call.ts';

/** Username and password (twice) against `signup`; problems are shown before anything is sent. */
export function SignupForm({ title, onToken, footer }: AuthFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [retyped, setRetyped] = useState('');
  const [invitation, setInvitation] = useState('');
  // a server with registration closed lets people in with an invitation code
  const meta = useMeta();
  const needsInvitation = meta?.disableRegistration === true;
  const captcha = captchaOf(meta);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [touched, setTouched] = useState(false);
  const call = useAuthCall((err) => {
    // a refusal the person can act on is said plainly; anything else is described
    const refusal = err instanceof ApiCallError ? signupRefusal(err.error.code, needsInvitation) : null;
    return refusal ? t(refusal) : t('signupFailed', { message: describeError(err) });
  });
  const name = normalizeUsername(username);
  const { available } = useUsernameAvailable(USERNAME_PATTERN.test(name) ? name : null);
  const problem = checkSignup(name, password, retyped);
  const shown = (p: NonNullable<SignupProblem>) => (touched && problem === p ? t(p) : null);
  const nameProblem = shown('usernameInvalid') ?? (available === false ? t('usernameTaken') : null);

  const captchaMissing = !!captcha && !captchaToken;

  const submit = () => {
    setTouched(true);
    if (problem || available === false || captchaMissing) return;
    void call.run(async () => {
      try {
        const res = await api('signup', {
          username: normalizeUsername(username),
          password,
          ...(needsInvitation ? { invitationCode: invitation.trim() } : {}),
          ...(captcha && captchaToken ? captchaField(captcha.provider, captchaToken) : {}),
        });
        await onToken(res.token);
      } catch (e) {
        // a captcha answer counts once: a failed sign-up needs a new one
        setCaptchaToken(null);
        setCaptchaRound((r) => r + 1);
        throw e;
      }
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
        problem={nameProblem}
        note={available ? t('usernameAvailable') : null}
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
      {needsInvitation && (
        <CardField
          label={t('invitationCode')}
          name="invitation-code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={invitation}
          onChange={setInvitation}
          note={t('invitationCodeNeeded')}
        />
      )}
      {captcha && (
        <div className="kumo-field">
          <Captcha key={captchaRound} setup={captcha} onChange={setCaptchaToken} />
          {touched && captchaMissing && (
            <span className="kumo-field-error" role="alert">
              {t('captchaRequired')}
            </span>
          )}
        </div>
      )}
    </CardForm>
  );
}

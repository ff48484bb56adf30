import { useState } from 'react';
import { api, ApiCallError, describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useMeta } from '@/queries/index.ts';
import { Captcha, captchaField, captchaOf, CardField, CardForm } from '@/ui/index.ts';
import { signWithKey } from '../webauthn.ts';
import { normalizeUsername } from './auth-rules.ts';
import { useAuthCall, type AuthFormProps } from './use-auth-call.ts';

/** Misskey's sign-in error ids: a suspended account, a wrong second-factor code, a key not accepted. */
const SIGNIN_SUSPENDED_ID = 'e03a5f46-d309-4865-9b69-56282d94e1eb';
const WRONG_CODE_ID = 'cdf1235b-ac71-46d4-a3a6-84ccce48df6f';
const KEY_REFUSED_ID = '93b86c4b-72f9-40eb-9815-798928603d1e';

function signinErrorText(error: unknown): string {
  if (error instanceof ApiCallError) {
    if (error.error.id === SIGNIN_SUSPENDED_ID) return t('yourAccountSuspendedDescription');
    if (error.error.id === WRONG_CODE_ID) return t('signinWrongCode');
    if (error.error.id === KEY_REFUSED_ID) return t('signinKeyRefused');
    if (error.error.code === 'CAPTCHA_FAILED') return t('captchaRejected');
    // Misskey limits every attempt from an address (ten an hour, a second apart), a right one too
    if (error.status === 429) return t('signinTooManyAttempts');
    if (error.status < 500) return t('signinFailed');
  }
  // the browser's own refusal (the key dialog closed, no key present)
  if (error instanceof Error && error.name === 'NotAllowedError') return t('signinKeyCanceled');
  return describeError(error);
}

/** What the form asks for: the password, then (with two-factor on) a code or a security key. */
type Step = 'password' | 'totp' | 'passkey';

/** Username and password against `signin-flow`; a failure keeps what was typed and says why. */
export function SigninForm({ title, onToken, footer, intro }: AuthFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>('password');
  // a server with a captcha asks it with the password; a solved one counts once, then is drawn afresh
  const captcha = captchaOf(useMeta());
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const call = useAuthCall(signinErrorText);
  const who = () => ({
    username: normalizeUsername(username),
    password,
    ...(captcha && captchaToken ? captchaField(captcha.provider, captchaToken) : {}),
  });

  /** One round of signin-flow: finished, or the next step to ask for. */
  const signIn = async (extra: { token?: string; credential?: unknown }): Promise<string | void> => {
    const res = await api('signin-flow', { ...who(), ...extra } as Parameters<typeof api<'signin-flow'>>[1]);
    if (res.finished) return onToken(res.i);
    if (res.next === 'totp') return setStep('totp');
    if (res.next === 'captcha') return t('captchaRequired');
    if (res.next === 'passkey' && 'authRequest' in res) {
      setStep('passkey');
      return signIn({ credential: await signWithKey(res.authRequest) });
    }
    return t('signinNeedsMore', { step: res.next });
  };

  const submit = () =>
    call.run(async () => {
      // the password step carries the captcha; a second factor does not ask it again
      if (captcha && !captchaToken && step === 'password') return t('captchaRequired');
      try {
        return await signIn(step === 'totp' ? { token: code.trim() } : {});
      } finally {
        // a captcha answer counts once: the next try needs a new one
        if (captchaToken) {
          setCaptchaToken(null);
          setCaptchaRound((r) => r + 1);
        }
      }
    });

  return (
    <CardForm
      title={title}
      error={call.error}
      busy={call.busy}
      submitLabel={call.busy ? t('signingIn') : t('signin')}
      onSubmit={() => void submit()}
      footer={
        <>
          {step === 'passkey' && (
            <button type="button" className="kumo-button" onClick={() => setStep('totp')}>
              {t('signinUseCodeInstead')}
            </button>
          )}
          {footer}
        </>
      }
    >
      {intro && <p>{intro}</p>}
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
      {captcha && (
        <div className="kumo-field">
          <Captcha key={captchaRound} setup={captcha} onChange={setCaptchaToken} />
        </div>
      )}
      {step === 'totp' && (
        <CardField
          label={t('signinCode')}
          name="one-time-code"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          required
          autoFocus
          value={code}
          onChange={setCode}
        />
      )}
    </CardForm>
  );
}

import { useState, type FormEvent, type ReactNode } from 'react';
import { api, ApiCallError, describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { normalizeUsername } from './auth-rules.ts';

/** Misskey's sign-in error id for a suspended account. */
const SIGNIN_SUSPENDED_ID = 'e03a5f46-d309-4865-9b69-56282d94e1eb';

function signinErrorText(error: unknown): string {
  if (error instanceof ApiCallError) {
    if (error.error.id === SIGNIN_SUSPENDED_ID) return t('yourAccountSuspendedDescription');
    if (error.status !== 429 && error.status < 500) return t('signinFailed');
  }
  return describeError(error);
}

interface SigninFormProps {
  title: string;
  /** Called with the session token once the server accepts the credentials. */
  onToken: (token: string) => Promise<void>;
  footer?: ReactNode;
}

/** Username and password against `signin-flow`; a failure keeps what was typed and says why. */
export function SigninForm({ title, onToken, footer }: SigninFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await api('signin-flow', { username: normalizeUsername(username), password });
      if (!res.finished) {
        setError(t('signinNeedsMore', { step: res.next }));
        return;
      }
      await onToken(res.i);
    } catch (err) {
      setError(signinErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="kumo-card" onSubmit={submit} aria-busy={busy}>
      <h1>{title}</h1>
      {error && (
        <div className="kumo-alert" role="alert">
          {error}
        </div>
      )}
      <label className="kumo-field">
        {t('username')}
        <input
          className="kumo-input"
          name="username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          required
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
      </label>
      <label className="kumo-field">
        {t('password')}
        <input
          className="kumo-input"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <button type="submit" className="kumo-button primary" style={{ width: '100%' }} disabled={busy}>
        {busy ? t('signingIn') : t('signin')}
      </button>
      {footer && <p className="kumo-card-footer">{footer}</p>}
    </form>
  );
}

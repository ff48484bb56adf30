import { useState, type FormEvent, type ReactNode } from 'react';
import { api, describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { checkSignup, normalizeUsername } from './auth-rules.ts';

interface SignupFormProps {
  title: string;
  onToken: (token: string) => Promise<void>;
  footer?: ReactNode;
}

/** Username and password (twice) against `signup`; problems are shown before anything is sent. */
export function SignupForm({ title, onToken, footer }: SignupFormProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [retyped, setRetyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const problem = checkSignup(normalizeUsername(username), password, retyped);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      const res = await api('signup', { username: normalizeUsername(username), password });
      await onToken(res.token);
    } catch (err) {
      setError(t('signupFailed', { message: describeError(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="kumo-card" onSubmit={submit} aria-busy={busy} noValidate>
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
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          aria-invalid={touched && problem === 'usernameInvalid'}
        />
        {touched && problem === 'usernameInvalid' && (
          <span className="kumo-field-error">{t('usernameInvalid')}</span>
        )}
      </label>
      <label className="kumo-field">
        {t('password')}
        <input
          className="kumo-input"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={touched && problem === 'passwordEmpty'}
        />
        {touched && problem === 'passwordEmpty' && (
          <span className="kumo-field-error">{t('passwordEmpty')}</span>
        )}
      </label>
      <label className="kumo-field">
        {t('passwordRetype')}
        <input
          className="kumo-input"
          name="retype-password"
          type="password"
          autoComplete="new-password"
          value={retyped}
          onChange={(e) => setRetyped(e.target.value)}
          aria-invalid={touched && problem === 'passwordMismatch'}
        />
        {touched && problem === 'passwordMismatch' && (
          <span className="kumo-field-error">{t('passwordMismatch')}</span>
        )}
      </label>
      <button type="submit" className="kumo-button primary" style={{ width: '100%' }} disabled={busy}>
        {busy ? t('signingUp') : t('signup')}
      </button>
      {footer && <p className="kumo-card-footer">{footer}</p>}
    </form>
  );
}

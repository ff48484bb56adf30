import { useState, type FormEvent } from 'react';
import { api, ApiCallError } from '../../api/index.ts';
import { describeError } from '../../api/describe-error.ts';
import { signinWithToken } from '../../account/index.ts';
import { t } from '../../i18n/index.ts';
import { useMeta } from '../../instance/meta.ts';
import { Link } from '../../router/index.ts';
import { normalizeUsername } from './auth-rules.ts';

function signinErrorText(error: unknown): string {
  if (error instanceof ApiCallError && error.status !== 429 && error.status < 500) return t('signinFailed');
  return describeError(error);
}

export default function SigninPage() {
  const meta = useMeta();
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
      await signinWithToken(res.i);
      location.replace('/secure/timeline');
    } catch (err) {
      setError(signinErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="kumo-card" onSubmit={submit} aria-busy={busy}>
      <h1>{t('signinTitle', { instance: meta?.name ?? location.host })}</h1>
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
      <p className="kumo-card-footer">
        {t('noAccountYet')} <Link to="/signup">{t('signup')}</Link>
      </p>
    </form>
  );
}

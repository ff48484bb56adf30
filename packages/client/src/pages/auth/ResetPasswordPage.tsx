import { useState, type FormEvent } from 'react';
import { api } from '../../api/index.ts';
import { describeError } from '../../api/describe-error.ts';
import { t } from '../../i18n/index.ts';
import { Link, type PageProps } from '../../router/index.ts';

/**
 * /reset-password: without a token, ask the server to email a reset link; with the token from that
 * link, choose the new password.
 */
export default function ResetPasswordPage({ params }: PageProps) {
  const token = params.token;
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (token && first !== second) return setError(t('passwordMismatch'));
    setState('busy');
    try {
      if (token) await api('reset-password', { token, password: first });
      else await api('request-reset-password', { username: first.replace(/^@/, ''), email: second });
      setState('done');
    } catch (err) {
      setError(describeError(err));
      setState('idle');
    }
  };
  if (state === 'done')
    return (
      <section className="kumo-card" role="status">
        <h1>{token ? t('passwordChanged') : t('resetLinkSent')}</h1>
        <p>
          <Link to="/signin">{t('signin')}</Link>
        </p>
      </section>
    );
  return (
    <form className="kumo-card" onSubmit={submit} aria-busy={state === 'busy'}>
      <h1>{t('resetPassword')}</h1>
      {error && (
        <div className="kumo-alert" role="alert">
          {error}
        </div>
      )}
      <label className="kumo-field">
        {token ? t('newPassword') : t('username')}
        <input
          className="kumo-input"
          type={token ? 'password' : 'text'}
          autoComplete={token ? 'new-password' : 'username'}
          required
          value={first}
          onChange={(e) => setFirst(e.target.value)}
        />
      </label>
      <label className="kumo-field">
        {token ? t('passwordRetype') : t('emailAddress')}
        <input
          className="kumo-input"
          type={token ? 'password' : 'email'}
          autoComplete={token ? 'new-password' : 'email'}
          required
          value={second}
          onChange={(e) => setSecond(e.target.value)}
        />
      </label>
      <button
        type="submit"
        className="kumo-button primary"
        style={{ width: '100%' }}
        disabled={state === 'busy'}
      >
        {token ? t('changePassword') : t('sendResetLink')}
      </button>
    </form>
  );
}

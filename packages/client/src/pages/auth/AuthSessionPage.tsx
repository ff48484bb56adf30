import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SigninForm } from '../../account/forms/SigninForm.tsx';
import { signinWithToken, useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { describeError } from '../../api/describe-error.ts';
import { t } from '../../i18n/index.ts';
import type { PageProps } from '../../router/index.ts';
import { LoadingView } from '../../ui/LoadingView.tsx';
import { ConsentCard } from './ConsentCard.tsx';
import { callbackWithSession } from './miauth-params.ts';

/** /auth/{token}: the older app authorisation flow (auth/session/show, auth/accept). */
export default function AuthSessionPage({ params }: PageProps) {
  const token = params.token ?? '';
  const { account } = useMe();
  const [done, setDone] = useState<'allowed' | 'denied' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const session = useQuery({
    queryKey: ['auth-session', token],
    queryFn: () => api('auth/session/show', { token }, account?.token),
    enabled: !!account,
    retry: false,
  });
  if (!account)
    return (
      <SigninForm
        title={t('signinToAuthorize', { name: t('unknownApp') })}
        onToken={async (tok) => {
          await signinWithToken(tok);
          location.reload();
        }}
      />
    );
  if (session.isPending) return <LoadingView />;
  if (session.isError)
    return (
      <section className="kumo-card" role="alert">
        <h1>{t('authSessionInvalid')}</h1>
        <p>{describeError(session.error)}</p>
      </section>
    );
  if (done)
    return (
      <section className="kumo-card" role="status">
        <h1>{done === 'allowed' ? t('appAllowed') : t('appDenied')}</h1>
        <p>{t('youCanCloseThisPage')}</p>
      </section>
    );
  const app = session.data.app;
  const allow = async () => {
    try {
      await api('auth/accept', { token }, account.token);
      const callback = app.callbackUrl && /^https?:\/\//.test(app.callbackUrl) ? app.callbackUrl : null;
      if (callback) location.href = callbackWithSession(callback, token).replace('session=', 'token=');
      else setDone('allowed');
    } catch (err) {
      setError(describeError(err));
    }
  };
  return (
    <ConsentCard
      appName={app.name}
      icon={null}
      permissions={app.permission}
      busy={false}
      onAllow={() => void allow()}
      onDeny={() => setDone('denied')}
      note={
        error ? (
          <div className="kumo-alert" role="alert">
            {error}
          </div>
        ) : null
      }
    />
  );
}

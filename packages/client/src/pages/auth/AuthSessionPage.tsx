import { useState } from 'react';
import { SigninForm, signinWithToken, useMe } from '@/account/index.ts';
import { describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useAcceptAuthSession, useAuthSession } from '@/queries/index.ts';
import type { PageProps } from '@/router/index.ts';
import { LoadingView } from '@/ui/index.ts';
import { ConsentCard } from './ConsentCard.tsx';
import { callbackWithSession } from './miauth-params.ts';

/** /auth/{token}: the older app authorisation flow (auth/session/show, auth/accept). */
export default function AuthSessionPage({ params }: PageProps) {
  const sessionToken = params.token ?? '';
  const { account } = useMe();
  const [done, setDone] = useState<'allowed' | 'denied' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const session = useAuthSession(sessionToken, { enabled: !!account });
  const accept = useAcceptAuthSession({ onError: (err) => (setError(describeError(err)), true) });
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
    if (!(await accept.run(sessionToken))) return;
    const callback = app.callbackUrl && /^https?:\/\//.test(app.callbackUrl) ? app.callbackUrl : null;
    if (callback) location.href = callbackWithSession(callback, sessionToken).replace('session=', 'token=');
    else setDone('allowed');
  };
  return (
    <ConsentCard
      appName={app.name}
      icon={null}
      permissions={app.permission}
      busy={accept.isPending}
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

import { useState } from 'react';
import { SigninForm, signinWithToken, useMe } from '@/account/index.ts';
import { describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useGrantMiAuth } from '@/queries/index.ts';
import type { PageProps } from '@/router/index.ts';
import { ConsentCard } from './ConsentCard.tsx';
import { callbackWithSession, parseMiAuth } from './miauth-params.ts';

type State =
  { kind: 'asking' } | { kind: 'allowed' } | { kind: 'denied' } | { kind: 'failed'; message: string };

/** /miauth/{session}: an app asks for access; the signed-in user sees what and allows or denies it. */
export default function MiAuthPage({ params, query }: PageProps) {
  const { account } = useMe();
  const request = parseMiAuth(params.session ?? '', query);
  const [state, setState] = useState<State>({ kind: 'asking' });
  const grant = useGrantMiAuth({
    onError: (err) => (setState({ kind: 'failed', message: describeError(err) }), true),
  });
  if (!account)
    return (
      <SigninForm
        title={t('signinToAuthorize', { name: request.name ?? t('unknownApp') })}
        onToken={async (newToken) => {
          await signinWithToken(newToken);
          location.reload();
        }}
      />
    );
  const allow = async () => {
    const granted = await grant.run({
      session: request.session,
      name: request.name,
      iconUrl: request.icon,
      permission: request.permissions,
    });
    if (!granted) return;
    if (request.callback) location.href = callbackWithSession(request.callback, request.session);
    else setState({ kind: 'allowed' });
  };
  if (state.kind === 'allowed' || state.kind === 'denied')
    return (
      <section className="kumo-card" role="status">
        <h1>{state.kind === 'allowed' ? t('appAllowed') : t('appDenied')}</h1>
        <p>{t('youCanCloseThisPage')}</p>
      </section>
    );
  return (
    <ConsentCard
      appName={request.name ?? t('unknownApp')}
      icon={request.icon}
      permissions={request.permissions}
      busy={grant.isPending}
      onAllow={() => void allow()}
      onDeny={() => setState({ kind: 'denied' })}
      note={
        state.kind === 'failed' ? (
          <div className="kumo-alert" role="alert">
            {state.message}
          </div>
        ) : null
      }
    />
  );
}

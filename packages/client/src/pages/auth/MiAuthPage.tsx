import { useState } from 'react';
import { SigninForm } from '../../account/forms/SigninForm.tsx';
import { signinWithToken, useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { describeError } from '../../api/describe-error.ts';
import { t } from '../../i18n/index.ts';
import type { PageProps } from '../../router/index.ts';
import { ConsentCard } from './ConsentCard.tsx';
import { callbackWithSession, parseMiAuth } from './miauth-params.ts';

type State =
  | { kind: 'asking' }
  | { kind: 'busy' }
  | { kind: 'allowed' }
  | { kind: 'denied' }
  | { kind: 'failed'; message: string };

/** /miauth/{session}: an app asks for access; the signed-in user sees what and allows or denies it. */
export default function MiAuthPage({ params, query }: PageProps) {
  const { account } = useMe();
  const request = parseMiAuth(params.session ?? '', query);
  const [state, setState] = useState<State>({ kind: 'asking' });
  if (!account)
    return (
      <SigninForm
        title={t('signinToAuthorize', { name: request.name ?? t('unknownApp') })}
        onToken={async (token) => {
          await signinWithToken(token);
          location.reload();
        }}
      />
    );
  const allow = async () => {
    setState({ kind: 'busy' });
    try {
      await api(
        'miauth/gen-token',
        {
          session: request.session,
          name: request.name,
          iconUrl: request.icon,
          permission: request.permissions,
        },
        account.token,
      );
      if (request.callback) location.href = callbackWithSession(request.callback, request.session);
      else setState({ kind: 'allowed' });
    } catch (err) {
      setState({ kind: 'failed', message: describeError(err) });
    }
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
      busy={state.kind === 'busy'}
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

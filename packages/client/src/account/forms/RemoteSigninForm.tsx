import { useState } from 'react';
import { checkServer, serverOrigin, startRemoteSignin } from '../remote-signin.ts';
import { t } from '@/i18n/index.ts';
import { TextInput } from '@/ui/index.ts';

/** Sign-in on any Misskey server: the user names it, Kumo checks it is one and goes to its MiAuth page. */
export function RemoteSigninForm() {
  const [server, setServer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const origin = serverOrigin(server);
    if (!origin) return setProblem(t('remoteSigninInvalid'));
    setProblem(null);
    setBusy(true);
    try {
      await checkServer(origin);
      startRemoteSignin(origin);
    } catch {
      setProblem(t('remoteSigninNotMisskey', { server: new URL(origin).host }));
      setBusy(false);
    }
  };
  return (
    <form
      className="kumo-card kumo-remote-signin"
      aria-label={t('remoteSigninTitle')}
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>{t('remoteSigninTitle')}</h2>
      <TextInput
        label={t('remoteSigninServer')}
        caption={t('remoteSigninServerHint')}
        value={server}
        onChange={setServer}
        inputMode="url"
        autoComplete="url"
        autoCapitalize="off"
        spellCheck={false}
        placeholder="misskey.io"
        aria-invalid={problem ? true : undefined}
      />
      {problem && (
        <p className="kumo-field-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="kumo-button" style={{ width: '100%' }} disabled={busy}>
        {t('remoteSigninContinue')}
      </button>
    </form>
  );
}

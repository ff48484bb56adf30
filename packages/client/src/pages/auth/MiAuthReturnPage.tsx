import { useEffect, useState } from 'react';
import { finishRemoteSignin } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { Link, type PageProps } from '@/router/index.ts';

/** /miauth-return: back from another server's MiAuth page; completes the sign-in there. */
export default function MiAuthReturnPage({ query }: PageProps) {
  const [failed, setFailed] = useState(false);
  const session = query.get('session');
  useEffect(() => {
    finishRemoteSignin(session).then(
      () => location.replace('/secure/timeline'),
      () => setFailed(true),
    );
  }, [session]);
  return (
    <section className="kumo-card" role={failed ? 'alert' : 'status'}>
      <h1>{failed ? t('remoteSigninFailed') : t('remoteSigninReturning')}</h1>
      {failed && (
        <p>
          <Link to="/signin">{t('signin')}</Link>
        </p>
      )}
    </section>
  );
}

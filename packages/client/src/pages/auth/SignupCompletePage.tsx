import { useEffect, useState } from 'react';
import { signinWithToken } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import { describeError } from '../../api/describe-error.ts';
import { t } from '../../i18n/index.ts';
import type { PageProps } from '../../router/index.ts';
import { LoadingView } from '../../ui/LoadingView.tsx';

/** /signup-complete/{code}: the address from the confirmation email finishes the sign-up and signs in. */
export default function SignupCompletePage({ params }: PageProps) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api('signup-pending', { code: params.code ?? '' })
      .then((res) => signinWithToken(res.i))
      .then(() => location.replace('/secure/timeline'))
      .catch((err: unknown) => setError(describeError(err)));
  }, [params.code]);
  if (!error) return <LoadingView />;
  return (
    <section className="kumo-card" role="alert">
      <h1>{t('signupCompleteFailed')}</h1>
      <p>{error}</p>
    </section>
  );
}

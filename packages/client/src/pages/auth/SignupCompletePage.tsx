import { useEffect, useState } from 'react';
import { signinWithToken } from '@/account/index.ts';
import { describeError } from '@/api/index.ts';
import { t } from '@/i18n/index.ts';
import { useCompleteSignup } from '@/queries/index.ts';
import type { PageProps } from '@/router/index.ts';
import { LoadingView } from '@/ui/index.ts';

/** /signup-complete/{code}: the address from the confirmation email finishes the sign-up and signs in. */
export default function SignupCompletePage({ params }: PageProps) {
  const signup = useCompleteSignup(params.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const newAccount = signup.data?.i;
  useEffect(() => {
    if (!newAccount) return;
    signinWithToken(newAccount)
      .then(() => location.replace('/secure/timeline'))
      .catch((err: unknown) => setError(describeError(err)));
  }, [newAccount]);
  const failure = signup.isError ? describeError(signup.error) : error;
  if (!failure) return <LoadingView />;
  return (
    <section className="kumo-card" role="alert">
      <h1>{t('signupCompleteFailed')}</h1>
      <p>{failure}</p>
    </section>
  );
}

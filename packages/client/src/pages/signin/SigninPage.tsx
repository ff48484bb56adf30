import { RemoteSigninForm, SigninForm, signinWithToken } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { useMeta } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';

export default function SigninPage() {
  const meta = useMeta();
  return (
    <>
      <SigninForm
        title={t('signinTitle', { instance: meta?.name ?? location.host })}
        onToken={async (newToken) => {
          await signinWithToken(newToken);
          location.replace('/secure/timeline');
        }}
        footer={
          <>
            {t('noAccountYet')} <Link to="/signup">{t('signup')}</Link>
          </>
        }
      />
      <RemoteSigninForm />
    </>
  );
}

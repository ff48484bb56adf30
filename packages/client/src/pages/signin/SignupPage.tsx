import { SignupForm, signinWithToken } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { useMeta } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';

export default function SignupPage() {
  const meta = useMeta();
  return (
    <SignupForm
      title={t('signupTitle', { instance: meta?.name ?? location.host })}
      onToken={async (newToken) => {
        await signinWithToken(newToken);
        location.replace('/secure/timeline');
      }}
      footer={
        <>
          {t('alreadyHaveAccount')} <Link to="/signin">{t('signin')}</Link>
        </>
      }
    />
  );
}

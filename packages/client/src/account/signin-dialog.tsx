import { t } from '@/i18n/index.ts';
import { openModal } from '@/ui/index.ts';
import { SigninForm } from './forms/SigninForm.tsx';
import { signinWithToken } from './session.ts';

/**
 * Spec P2 §8 "sign-in required": a visitor who tries something only an account can do (vote,
 * react) gets the sign-in form in a dialog, over the page they are on, with `message` saying why.
 * Signed in, the same page reloads as the account.
 */
export async function openSigninDialog(message: string = t('signinRequired')): Promise<void> {
  const title = t('signin');
  await openModal<void>(
    ({ close }) => (
      <div role="dialog" aria-modal="true" aria-label={title}>
        <SigninForm
          title={title}
          intro={message}
          onToken={async (token) => {
            await signinWithToken(token);
            close();
            location.reload();
          }}
          footer={
            <>
              {t('noAccountYet')} <a href="/signup">{t('signup')}</a>
            </>
          }
        />
      </div>
    ),
    { presentation: 'dialog' },
  );
}

import { t } from '@/i18n/index.ts';
import { openModal, toast } from '@/ui/index.ts';
import { SigninForm } from './forms/SigninForm.tsx';
import { SignupForm } from './forms/SignupForm.tsx';
import { RemoteSigninForm } from './forms/RemoteSigninForm.tsx';
import { addAccount } from './session.ts';

/** Spec P1 §2 account menu: add an account by signing in to an existing one or creating one; no switch. */
export async function openAddAccount(kind: 'existing' | 'create'): Promise<boolean> {
  const added = await openModal<boolean>(
    ({ close }) => {
      const onToken = async (token: string) => {
        await addAccount(token);
        close(true);
      };
      const title = kind === 'existing' ? t('addExistingAccount') : t('createAccount');
      return (
        <div role="dialog" aria-modal="true" aria-label={title}>
          {kind === 'existing' ? (
            <>
              <SigninForm title={title} onToken={onToken} />
              <RemoteSigninForm />
            </>
          ) : (
            <SignupForm title={title} onToken={onToken} />
          )}
        </div>
      );
    },
    { presentation: 'dialog' },
  );
  if (added) toast(t('accountAdded'));
  return added === true;
}

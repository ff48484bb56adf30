import { signout, useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { useDeleteOwnAccount } from '@/queries/index.ts';
import { FormSection, inputText, openDialog } from '@/ui/index.ts';

/**
 * Settings → Other → Delete account: a warning, then the password (and with two-factor on a code,
 * as the security page asks), then i/delete-account. On success the user is told and signed out.
 */
export function DeleteAccountSection() {
  const { me } = useMe();
  const remove = useDeleteOwnAccount();
  if (!me) return null;

  const start = async () => {
    const sure = await openDialog({
      type: 'warning',
      title: t('deleteAccountConfirmTitle'),
      text: t('deleteAccountConfirmText'),
      actions: [{ text: t('deleteAccountConfirm'), value: true, danger: true }],
    });
    if (sure.canceled) return;
    const password = await inputText({ title: t('deleteAccountPassword'), type: 'password' });
    if (password.canceled || password.result === '') return;
    let token: string | undefined;
    if (me.twoFactorEnabled) {
      const code = await inputText({ title: t('securityEnterCode') });
      if (code.canceled) return;
      token = code.result.trim();
    }
    const done = await remove.run({ password: password.result, token });
    if (!done) return;
    await openDialog({ type: 'success', title: t('deleteAccountDone'), text: t('deleteAccountDoneText') });
    await signout();
  };

  return (
    <FormSection title={t('deleteAccount')}>
      <p className="kumo-caption">{t('deleteAccountCaption')}</p>
      <div className="kumo-settings-actions">
        <button
          type="button"
          className="kumo-button danger"
          disabled={remove.isPending}
          onClick={() => void start()}
        >
          {t('deleteAccount')}
        </button>
      </div>
    </FormSection>
  );
}

import { IconShield } from '@tabler/icons-react';
import { describeError } from '@/api/index.ts';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { useRegenerateToken } from '@/queries/index.ts';
import { FormSection, inputText, toast } from '@/ui/index.ts';
import { SettingsFrame } from '../SettingsFrame.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { SecurityKeysSection } from './SecurityKeysSection.tsx';
import { SigninHistory } from './SigninHistory.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import { isIncorrectPassword } from './password-change.ts';
import './security.css';

/**
 * Signs out every session by replacing the sign-in token (i/regenerate-token); the main channel then
 * tells this client too, which signs out (account/me.tsx).
 */
function useSignOutEverywhere() {
  const regenerate = useRegenerateToken({
    onError: (err) => {
      toast(isIncorrectPassword(err) ? t('securityIncorrectPassword') : describeError(err));
      return true;
    },
  });
  return async () => {
    const answer = await inputText({ title: t('securityEnterPassword'), type: 'password' });
    if (!answer.canceled) await regenerate.run(answer.result);
  };
}

/**
 * /secure/settings/security: password, two-factor authentication (an authenticator app, security keys
 * and passkeys), signing out everywhere, sign-in history.
 */
export default function SecuritySettingsPage() {
  const { account, me } = useMe();
  const signOutEverywhere = useSignOutEverywhere();
  if (!account) return null;
  const twoFactor = me?.twoFactorEnabled === true;
  return (
    <SettingsFrame title={t('settingsSecurity')} icon={<IconShield size={20} aria-hidden />}>
      <div className="kumo-security-page">
        <FormSection title={t('securityPasswordSection')}>
          <ChangePasswordForm twoFactor={twoFactor} />
        </FormSection>
        {me && (
          <>
            <FormSection title={t('securityTwoFactorSection')}>
              <TwoFactorSection me={me} />
            </FormSection>
            <FormSection title={t('keysSection')}>
              <SecurityKeysSection me={me} />
            </FormSection>
          </>
        )}
        <FormSection title={t('securitySessionsSection')}>
          <p className="kumo-caption">{t('securitySignOutEverywhereCaption')}</p>
          <div className="kumo-settings-actions">
            <button type="button" className="kumo-button danger" onClick={() => void signOutEverywhere()}>
              {t('securitySignOutEverywhere')}
            </button>
          </div>
        </FormSection>
        <FormSection title={t('securitySigninHistory')}>
          <SigninHistory />
        </FormSection>
      </div>
    </SettingsFrame>
  );
}

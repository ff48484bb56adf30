import { IconLock } from '@tabler/icons-react';
import { useServerFeatures } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { CaptchaSettings } from './CaptchaSettings.tsx';
import { SECURITY_FIELDS } from './meta-fields.ts';
import { MetaSettingsPage } from './MetaSettingsPage.tsx';

/** /admin/security: the captcha, sensitive media, sign-up checks, what is logged. */
export default function AdminSecurityPage() {
  const { captchaSettings } = useServerFeatures();
  return (
    <MetaSettingsPage
      title={t('admin.security')}
      icon={<IconLock size={20} aria-hidden />}
      intro={t('adminSecurityIntro')}
      fields={SECURITY_FIELDS}
    >
      {captchaSettings && <CaptchaSettings />}
    </MetaSettingsPage>
  );
}

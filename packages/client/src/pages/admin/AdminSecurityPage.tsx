import { IconLock } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { SECURITY_FIELDS } from './meta-fields.ts';
import { MetaSettingsPage } from './MetaSettingsPage.tsx';

/** /admin/security: sensitive media, sign-up checks, what is logged. */
export default function AdminSecurityPage() {
  return (
    <MetaSettingsPage
      title={t('admin.security')}
      icon={<IconLock size={20} aria-hidden />}
      intro={t('adminSecurityIntro')}
      fields={SECURITY_FIELDS}
    />
  );
}

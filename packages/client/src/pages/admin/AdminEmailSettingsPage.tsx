import { IconMail } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { EMAIL_FIELDS } from './meta-fields.ts';
import { MetaSettingsPage } from './MetaSettingsPage.tsx';

/** /admin/email-settings: the mail server the instance sends through. */
export default function AdminEmailSettingsPage() {
  return (
    <MetaSettingsPage
      title={t('admin.email-settings')}
      icon={<IconMail size={20} aria-hidden />}
      intro={t('adminEmailIntro')}
      fields={EMAIL_FIELDS}
    />
  );
}

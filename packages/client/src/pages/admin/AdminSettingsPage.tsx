import { IconSettings } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { GENERAL_FIELDS } from './meta-fields.ts';
import { MetaSettingsPage } from './MetaSettingsPage.tsx';

/** /admin/settings: the server's name, description, maintainer and links. */
export default function AdminSettingsPage() {
  return (
    <MetaSettingsPage
      title={t('admin.settings')}
      icon={<IconSettings size={20} aria-hidden />}
      intro={t('adminSettingsIntro')}
      fields={GENERAL_FIELDS}
    />
  );
}

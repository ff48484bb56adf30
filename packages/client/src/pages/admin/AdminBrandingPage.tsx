import { IconPalette } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { BRANDING_FIELDS } from './meta-fields.ts';
import { MetaSettingsPage } from './MetaSettingsPage.tsx';

/** /admin/branding: the server's icons, banner, background, logo and theme colour. */
export default function AdminBrandingPage() {
  return (
    <MetaSettingsPage
      title={t('admin.branding')}
      icon={<IconPalette size={20} aria-hidden />}
      intro={t('adminBrandingIntro')}
      fields={BRANDING_FIELDS}
    />
  );
}

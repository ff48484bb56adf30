import { IconAdjustments } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { OTHER_FIELDS } from './meta-fields.ts';
import { MetaSettingsPage } from './MetaSettingsPage.tsx';

/** /admin/other-settings: charts, statistics, link previews, translation. */
export default function AdminOtherSettingsPage() {
  return (
    <MetaSettingsPage
      title={t('admin.other-settings')}
      icon={<IconAdjustments size={20} aria-hidden />}
      intro={t('adminOtherIntro')}
      fields={OTHER_FIELDS}
    />
  );
}

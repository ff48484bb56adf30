import { IconAdjustments } from '@tabler/icons-react';
import { useServerFeatures } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { FormSection } from '@/ui/index.ts';
import { OTHER_FIELDS, POINTS_FIELDS } from './meta-fields.ts';
import { MetaFieldsForm, MetaSettingsPage } from './MetaSettingsPage.tsx';

/** /admin/other-settings: charts, statistics, link previews, translation; points where the server has them. */
export default function AdminOtherSettingsPage() {
  const { points } = useServerFeatures();
  return (
    <MetaSettingsPage
      title={t('admin.other-settings')}
      icon={<IconAdjustments size={20} aria-hidden />}
      intro={t('adminOtherIntro')}
      fields={OTHER_FIELDS}
    >
      {points && (
        <FormSection title={t('settingsPoints')}>
          <MetaFieldsForm fields={POINTS_FIELDS} />
        </FormSection>
      )}
    </MetaSettingsPage>
  );
}

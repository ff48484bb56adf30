import { IconCloud } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { OBJECT_STORAGE_FIELDS } from './meta-fields.ts';
import { MetaSettingsPage } from './MetaSettingsPage.tsx';

/** /admin/object-storage: where uploaded files are kept. */
export default function AdminObjectStoragePage() {
  return (
    <MetaSettingsPage
      title={t('admin.object-storage')}
      icon={<IconCloud size={20} aria-hidden />}
      intro={t('adminObjectStorageIntro')}
      fields={OBJECT_STORAGE_FIELDS}
    />
  );
}

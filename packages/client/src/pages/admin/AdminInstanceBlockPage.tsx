import { IconBan } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { INSTANCE_BLOCK_FIELDS } from './meta-fields.ts';
import { MetaSettingsPage } from './MetaSettingsPage.tsx';

/** /admin/instance-block: the servers this one blocks or silences. */
export default function AdminInstanceBlockPage() {
  return (
    <MetaSettingsPage
      title={t('admin.instance-block')}
      icon={<IconBan size={20} aria-hidden />}
      intro={t('adminInstanceBlockIntro')}
      fields={INSTANCE_BLOCK_FIELDS}
    />
  );
}

import { IconShieldCheck } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { MODERATION_FIELDS } from './meta-fields.ts';
import { MetaSettingsPage } from './MetaSettingsPage.tsx';

/** /admin/moderation: prohibited and sensitive words, hidden hashtags, reserved usernames. */
export default function AdminModerationPage() {
  return (
    <MetaSettingsPage
      title={t('admin.moderation')}
      icon={<IconShieldCheck size={20} aria-hidden />}
      intro={t('adminModerationIntro')}
      fields={MODERATION_FIELDS}
    />
  );
}

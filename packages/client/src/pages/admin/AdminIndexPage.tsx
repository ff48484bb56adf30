import { IconShieldCog } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { PageHeader } from '@/ui/index.ts';

/** /admin on a desktop: the menu stands beside this page (on phones the menu is the page). */
export default function AdminIndexPage() {
  return (
    <>
      <PageHeader title={t('adminMenu')} icon={<IconShieldCog size={20} aria-hidden />} />
      <div className="kumo-page-body">
        <p className="kumo-caption">{t('adminIndexHint')}</p>
      </div>
    </>
  );
}

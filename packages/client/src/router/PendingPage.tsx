import { t } from '@/i18n/index.ts';
import { Link } from './Link.tsx';
import type { PageProps } from './route-table.ts';
import { PageHeader } from '@/ui/index.ts';

/** The honest view of a route whose page Kumo does not have yet (listed as 'pending' in the route table). */
export default function PendingPage({ path }: PageProps) {
  return (
    <>
      <PageHeader title={t('notAvailableYet')} />
      <div className="kumo-page-body">
        <div className="kumo-empty" data-page-state="pending">
          <h2>{t('notAvailableYet')}</h2>
          <p>{t('notAvailableYetDescription', { path })}</p>
          <Link className="kumo-button primary" to="/">
            {t('backToHome')}
          </Link>
        </div>
      </div>
    </>
  );
}
export { PendingPage };

import { t } from '@/i18n/index.ts';
import { useMeta } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { PageHeader, ResultPicture } from '@/ui/index.ts';

/** "Not found" as a whole page: an unknown address, or a page the viewer may not open. */
export function NotFoundView() {
  const meta = useMeta();
  return (
    <>
      <PageHeader title={t('notFound')} />
      <div className="kumo-empty" data-page-state="not-found">
        <ResultPicture kind="notFound" src={meta?.notFoundImageUrl} />
        <h2>{t('notFound')}</h2>
        <p>{t('notFoundDescription')}</p>
        <Link className="kumo-button primary" to="/">
          {t('backToHome')}
        </Link>
      </div>
    </>
  );
}

import { t } from '@/i18n/index.ts';
import { useMeta } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { PageHeader } from '@/ui/index.ts';

export default function NotFoundPage() {
  const meta = useMeta();
  return (
    <>
      <PageHeader title={t('notFound')} />
      <div className="kumo-empty">
        {meta?.notFoundImageUrl && <img src={meta.notFoundImageUrl} alt="" width={160} />}
        <h2>{t('notFound')}</h2>
        <p>{t('notFoundDescription')}</p>
        <Link className="kumo-button primary" to="/">
          {t('backToHome')}
        </Link>
      </div>
    </>
  );
}

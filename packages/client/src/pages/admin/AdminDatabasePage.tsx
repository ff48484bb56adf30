import { IconDatabase } from '@tabler/icons-react';
import { lang, t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useTableStats } from '@/queries/index.ts';
import { PageHeader, formatFileSize } from '@/ui/index.ts';
import './admin.css';

/** /admin/database: the server's database tables with their rows and size, biggest first. */
export default function AdminDatabasePage() {
  const stats = useTableStats();
  return (
    <>
      <PageHeader title={t('admin.database')} icon={<IconDatabase size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-admin-page">
        <p className="kumo-caption">{t('adminDatabaseIntro')}</p>
        <QueryView query={stats}>
          {(tables) => (
            <table className="kumo-admin-table">
              <caption className="kumo-visually-hidden">{t('admin.database')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('adminDatabaseTable')}</th>
                  <th scope="col">{t('adminDatabaseRows')}</th>
                  <th scope="col">{t('adminDatabaseSize')}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(tables)
                  .sort(([, a], [, b]) => b.size - a.size || b.count - a.count)
                  .map(([name, s]) => (
                    <tr key={name}>
                      <th scope="row" className="kumo-admin-mono">
                        {name}
                      </th>
                      <td>{s.count.toLocaleString(lang())}</td>
                      <td>{formatFileSize(s.size)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          )}
        </QueryView>
      </div>
    </>
  );
}

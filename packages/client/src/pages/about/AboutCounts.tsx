import { t } from '@/i18n/index.ts';
import { useServerStats } from '@/queries/index.ts';

/** The server's own users and notes (stats), once they have come; nothing when it does not answer. */
export function AboutCounts() {
  const stats = useServerStats().data;
  if (!stats) return null;
  return (
    <>
      <dt>{t('aboutUsersCount')}</dt>
      <dd>{stats.originalUsersCount.toLocaleString()}</dd>
      <dt>{t('aboutNotesCount')}</dt>
      <dd>{stats.originalNotesCount.toLocaleString()}</dd>
    </>
  );
}

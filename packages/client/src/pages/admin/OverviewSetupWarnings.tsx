import { IconAlertTriangle } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { useMeta } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { SETUP_WARNING_PAGE, setupWarnings, type SetupMeta } from './setup-warnings.ts';

/** What the server's setup still lacks, each with a link to the page that puts it right. */
export function OverviewSetupWarnings() {
  const meta = useMeta();
  if (!meta) return null;
  const warnings = setupWarnings(meta as SetupMeta);
  if (warnings.length === 0) return <p className="kumo-caption">{t('adminSetupAllGood')}</p>;
  return (
    <ul className="kumo-admin-warnings" aria-label={t('adminSetupWarnings')}>
      {warnings.map((w) => (
        <li key={w}>
          <IconAlertTriangle size={18} aria-hidden />
          <Link to={SETUP_WARNING_PAGE[w]}>{t(`adminSetupWarning.${w}`)}</Link>
        </li>
      ))}
    </ul>
  );
}

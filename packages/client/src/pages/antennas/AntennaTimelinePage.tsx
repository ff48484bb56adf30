import { IconAntenna, IconSettings } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { Link, type PageProps } from '@/router/index.ts';
import { Timeline } from '@/timeline/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { QueryErrorView } from '@/list/index.ts';
import { useAntenna, useAntennaFeed } from '@/queries/index.ts';

/** /secure/timeline/antenna/{antennaId}: notes the antenna caught, live over the antenna channel. */
export default function AntennaTimelinePage({ params }: PageProps) {
  const antennaId = params.antennaId ?? '';
  const antenna = useAntenna(antennaId);
  const feed = useAntennaFeed(antennaId);
  return (
    <>
      <PageHeader title={antenna.data?.name ?? t('antennas')} icon={<IconAntenna size={20} aria-hidden />} />
      <div className="kumo-timeline-toolbar">
        <Link className="kumo-button" to={`/secure/my/antennas/${antennaId}`}>
          <IconSettings size={16} aria-hidden />
          {t('antennaEdit')}
        </Link>
      </div>
      {antenna.isError ? (
        <QueryErrorView error={antenna.error} onRetry={() => void antenna.refetch()} />
      ) : (
        <Timeline {...feed} />
      )}
    </>
  );
}

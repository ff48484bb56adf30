import { IconAntenna } from '@tabler/icons-react';
import { useServerFeatures } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import type { PageProps } from '@/router/index.ts';
import { AntennaPlace } from '@/note/index.ts';
import { NamedTimelinePage } from '@/timeline/index.ts';
import { useAntenna, useAntennaFeed } from '@/queries/index.ts';

/**
 * /secure/timeline/antenna/{antennaId}: notes the antenna caught, live over the antenna
 * channel; a note's menu can take the note out of the antenna where the server offers it.
 */
export default function AntennaTimelinePage({ params }: PageProps) {
  const antennaId = params.antennaId ?? '';
  const { antennaRemoveNote } = useServerFeatures();
  return (
    <AntennaPlace value={antennaRemoveNote ? antennaId : null}>
      <NamedTimelinePage
        source={useAntenna(antennaId)}
        fallbackTitle={t('antennas')}
        icon={<IconAntenna size={20} aria-hidden />}
        settingsPath={`/secure/my/antennas/${antennaId}`}
        settingsLabel={t('antennaEdit')}
        feed={useAntennaFeed(antennaId)}
      />
    </AntennaPlace>
  );
}

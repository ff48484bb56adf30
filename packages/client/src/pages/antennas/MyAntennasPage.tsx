import { IconAntenna, IconPlus } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { ActionLink, EntityRow, PagedList } from '@/list/index.ts';
import { useMyAntennas } from '@/queries/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { keywordsToText } from './antenna-form.ts';

/** /secure/my/antennas: the user's antennas, each opening its timeline or its settings. */
export default function MyAntennasPage() {
  const antennas = useMyAntennas();
  return (
    <>
      <PageHeader title={t('antennas')} icon={<IconAntenna size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-lists-page">
        <ActionLink to="/secure/my/antennas/create" icon={IconPlus} label={t('antennaCreate')} />
        <PagedList query={antennas} empty={t('antennaNone')}>
          {(items) => (
            <ul className="kumo-entity-list">
              {items.map((a) => (
                <EntityRow
                  key={a.id}
                  to={`/secure/my/antennas/${a.id}`}
                  icon={IconAntenna}
                  title={a.name}
                  actions={
                    <Link className="kumo-button" to={`/secure/timeline/antenna/${a.id}`}>
                      {t('listOpenTimeline')}
                    </Link>
                  }
                >
                  <span className="kumo-caption kumo-ellipsis">
                    {t('antennaKeywordSummary', {
                      keywords: keywordsToText(a.keywords).replace(/\n/g, ' / ') || '—',
                    })}
                  </span>
                </EntityRow>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </>
  );
}

import { IconAntenna, IconPlus } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { Link } from '@/router/index.ts';
import { ActionLink, EntityRow, PagedList } from '@/list/index.ts';
import { useAntennasLatest, useMyAntennas } from '@/queries/index.ts';
import { hasUnread, useLastShown } from '@/store/index.ts';
import { PageHeader, UnreadMark } from '@/ui/index.ts';
import { keywordsToText } from './antenna-form.ts';

/** Marks the antennas that caught notes since their timeline was last shown (read-note records). */
function useUnreadAntennas(antennas: ReadonlyArray<{ id: string }>): Set<string> {
  const ids = antennas.map((a) => a.id);
  const latest = useAntennasLatest(ids);
  const shown = useLastShown(ids.map((id) => `antenna:${id}`));
  if (!shown) return new Set();
  return new Set(ids.filter((id, i) => hasUnread(latest[i], shown[`antenna:${id}`])));
}

/** /secure/my/antennas: the user's antennas, each opening its timeline or its settings; new catches are marked. */
export default function MyAntennasPage() {
  const antennas = useMyAntennas();
  const unread = useUnreadAntennas(antennas.data ?? []);
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
                  title={
                    unread.has(a.id) ? (
                      <>
                        {a.name} <UnreadMark />
                      </>
                    ) : (
                      a.name
                    )
                  }
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

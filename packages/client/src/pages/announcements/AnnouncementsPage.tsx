import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useAnnouncements, useReadAnnouncement, type AnnouncementTab } from '@/queries/index.ts';
import { PageHeader, Tabs } from '@/ui/index.ts';
import { AnnouncementCard } from './AnnouncementCard.tsx';
import './announcements.css';

/** /secure/announcements: what the server tells its users, current and past, newest first. */
export default function AnnouncementsPage() {
  const [tab, setTab] = useState<AnnouncementTab>('current');
  const list = useAnnouncements(tab);
  const read = useReadAnnouncement();
  return (
    <>
      <PageHeader
        title={t('announcements')}
        icon={<IconSpeakerphone size={20} aria-hidden />}
        tabs={
          <Tabs<AnnouncementTab>
            tabs={[
              { key: 'current', label: t('announcementsCurrent') },
              { key: 'past', label: t('announcementsPast') },
            ]}
            value={tab}
            label={t('announcements')}
            onChange={setTab}
          />
        }
      />
      <div className="kumo-page-body">
        <PagedList query={list} empty={t(tab === 'current' ? 'announcementsNone' : 'announcementsNonePast')}>
          {(items) => (
            <ul className="kumo-announcements" aria-label={t('announcements')}>
              {items.map((a) => (
                <AnnouncementCard
                  key={a.id}
                  announcement={a}
                  busy={read.isPending && read.variables === a.id}
                  onRead={tab === 'current' ? () => void read.run(a.id) : undefined}
                />
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </>
  );
}

import { IconSettings } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryErrorView } from '@/list/index.ts';
import type { NoteFeed } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';
import { PageHeader } from '@/ui/index.ts';
import { Timeline } from './Timeline.tsx';

interface NamedTimelinePageProps {
  /** The list or antenna the notes come from: its name is the title. */
  source: UseQueryResult<{ name: string }>;
  /** Title while the source loads. */
  fallbackTitle: string;
  icon: ReactNode;
  settingsPath: string;
  settingsLabel: string;
  feed: NoteFeed;
}

/** The timeline of a list or an antenna: its name, a link to its settings, and its live notes. */
export function NamedTimelinePage({
  source,
  fallbackTitle,
  icon,
  settingsPath,
  settingsLabel,
  feed,
}: NamedTimelinePageProps) {
  return (
    <>
      <PageHeader title={source.data?.name ?? fallbackTitle} icon={icon} />
      <div className="kumo-timeline-toolbar">
        <Link className="kumo-button" to={settingsPath}>
          <IconSettings size={16} aria-hidden />
          {settingsLabel}
        </Link>
      </div>
      {source.isError ? (
        <QueryErrorView error={source.error} onRetry={() => void source.refetch()} />
      ) : (
        <Timeline {...feed} />
      )}
    </>
  );
}

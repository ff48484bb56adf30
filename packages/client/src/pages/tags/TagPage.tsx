import { IconHash } from '@tabler/icons-react';
import { useHashtagFeed } from '@/queries/index.ts';
import type { PageProps } from '@/router/index.ts';
import { Timeline } from '@/timeline/index.ts';
import { PageHeader } from '@/ui/index.ts';

/** /tags/{tag} (and under /secure): notes with the hashtag, newest first. */
export default function TagPage({ params }: PageProps) {
  const tag = params.tag ?? '';
  const feed = useHashtagFeed(tag);
  return (
    <>
      <PageHeader title={`#${tag}`} icon={<IconHash size={20} aria-hidden />} />
      <Timeline {...feed} />
    </>
  );
}

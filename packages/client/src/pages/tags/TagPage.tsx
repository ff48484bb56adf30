import { IconHash } from '@tabler/icons-react';
import { useMe } from '../../account/index.ts';
import { api } from '../../api/index.ts';
import type { PageProps } from '../../router/index.ts';
import { Timeline } from '../../timeline/index.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** /tags/{tag} (and under /secure): notes with the hashtag, newest first. */
export default function TagPage({ params }: PageProps) {
  const tag = params.tag ?? '';
  const { account } = useMe();
  const token = account?.token ?? null;
  return (
    <>
      <PageHeader title={`#${tag}`} icon={<IconHash size={20} aria-hidden />} />
      <Timeline
        queryKey={['tag-notes', tag, account?.id]}
        fetch={(q) => api('notes/search-by-tag', { ...q, tag }, token)}
      />
    </>
  );
}

import { IconStar } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { NoteView } from '@/note/index.ts';
import { useFavorites } from '@/queries/index.ts';
import { PageHeader } from '@/ui/index.ts';

/** /secure/my/favorites: the notes I marked as favorites, the latest favorite first. */
export default function FavoritesPage() {
  const list = useFavorites();
  return (
    <>
      <PageHeader title={t('favorites')} icon={<IconStar size={18} aria-hidden />} />
      <PagedList
        query={list}
        empty={t('favoritesEmpty')}
        className="kumo-timeline"
        virtualize
        renderItem={(f) => <NoteView key={f.id} note={f.note} />}
      />
    </>
  );
}

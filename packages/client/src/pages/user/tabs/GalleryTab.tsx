import type { entities } from 'misskey-js';
import { GalleryGrid } from '@/gallery/index.ts';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useUserGalleryPosts } from '@/queries/index.ts';

/** The gallery tab: the user's gallery posts as a grid. */
export function GalleryTab({ user }: { user: entities.UserDetailed }) {
  const list = useUserGalleryPosts(user.id);
  return (
    <div className="kumo-profile-gallery">
      <PagedList query={list} empty={t('profileNoGallery')}>
        {(items) => <GalleryGrid posts={items.map((i) => i.post)} />}
      </PagedList>
    </div>
  );
}

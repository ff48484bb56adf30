import { IconNotes } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { ItemCards } from '@/item-card/index.ts';
import { pagePath } from './page-path.ts';

const imageOf = (page: entities.Page) => {
  const image = page.eyeCatchingImage;
  return image && !image.isSensitive ? (image.thumbnailUrl ?? image.url) : null;
};

/** Pages as cards: eye-catching image, title, summary, author and likes. */
export function PageCards({ pages }: { pages: entities.Page[] }) {
  return (
    <ItemCards
      items={pages.map((page) => ({
        id: page.id,
        to: pagePath(page),
        title: page.title || page.name,
        icon: <IconNotes size={16} aria-hidden />,
        summary: page.summary,
        image: imageOf(page),
        user: page.user,
        likedCount: page.likedCount,
      }))}
    />
  );
}

import { IconHeart, IconNotes } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { UserName } from '@/mfm/index.ts';
import { Link } from '@/router/index.ts';
import { Avatar } from '@/ui/index.ts';
import { pagePath } from './page-path.ts';
import './page-view.css';

/** A page in a list: its eye-catching image, title, summary, author and likes. */
export function PageCard({ page }: { page: entities.Page }) {
  const image = page.eyeCatchingImage;
  return (
    <article className="kumo-page-card">
      <Link to={pagePath(page)} className="kumo-page-card-link">
        {image && !image.isSensitive && (
          <img
            className="kumo-page-card-image"
            src={image.thumbnailUrl ?? image.url}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
        <span className="kumo-page-card-title">
          <IconNotes size={16} aria-hidden /> {page.title || page.name}
        </span>
        {page.summary && <span className="kumo-page-card-summary">{page.summary}</span>}
      </Link>
      <span className="kumo-page-card-meta kumo-caption">
        <Avatar user={page.user} size={20} />
        <span className="kumo-page-card-author">
          <UserName user={page.user} />
        </span>
        <span className="kumo-page-card-likes" aria-label={t('pageLikes', { count: page.likedCount })}>
          <IconHeart size={14} aria-hidden /> {page.likedCount}
        </span>
      </span>
    </article>
  );
}

/** Pages as a list of cards. */
export function PageCards({ pages }: { pages: entities.Page[] }) {
  return (
    <ul className="kumo-page-cards">
      {pages.map((page) => (
        <li key={page.id}>
          <PageCard page={page} />
        </li>
      ))}
    </ul>
  );
}

import { IconHeart } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import type { ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import { UserName } from '@/mfm/index.ts';
import { Link } from '@/router/index.ts';
import { Avatar } from '@/ui/index.ts';
import './item-card.css';

export interface ItemCardProps {
  to: string;
  title: string;
  icon: ReactNode;
  summary?: string | null;
  /** A picture across the top (a page's eye-catching image). */
  image?: string | null;
  user: entities.UserLite;
  likedCount: number;
}

/** One card: its picture, title and summary lead to the item; the author and the likes sit below. */
export function ItemCard({ to, title, icon, summary, image, user, likedCount }: ItemCardProps) {
  return (
    <article className="kumo-item-card">
      <Link to={to} className="kumo-item-card-link">
        {image && <img className="kumo-item-card-image" src={image} alt="" loading="lazy" decoding="async" />}
        <span className="kumo-item-card-title">
          {icon} {title}
        </span>
        {summary && <span className="kumo-item-card-summary">{summary}</span>}
      </Link>
      <span className="kumo-item-card-meta kumo-caption">
        <Avatar user={user} size={20} />
        <span className="kumo-item-card-author">
          <UserName user={user} />
        </span>
        <span className="kumo-item-card-likes" aria-label={t('itemLikes', { count: likedCount })}>
          <IconHeart size={14} aria-hidden /> {likedCount}
        </span>
      </span>
    </article>
  );
}

/** Cards in a grid, one list item each. */
export function ItemCards({ items }: { items: Array<ItemCardProps & { id: string }> }) {
  return (
    <ul className="kumo-item-cards">
      {items.map(({ id, ...card }) => (
        <li key={id}>
          <ItemCard {...card} />
        </li>
      ))}
    </ul>
  );
}

import { IconHeart, IconPlayerPlay } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { UserName } from '@/mfm/index.ts';
import { Link } from '@/router/index.ts';
import { Avatar } from '@/ui/index.ts';

/** A Play in a list: its title, summary, author and likes. */
function PlayCard({ flash }: { flash: entities.Flash }) {
  return (
    <article className="kumo-play-card">
      <Link to={`/play/${flash.id}`} className="kumo-play-card-link">
        <span className="kumo-play-card-title">
          <IconPlayerPlay size={16} aria-hidden /> {flash.title}
        </span>
        {flash.summary && <span className="kumo-play-card-summary">{flash.summary}</span>}
      </Link>
      <span className="kumo-play-card-meta kumo-caption">
        <Avatar user={flash.user} size={20} />
        <span className="kumo-play-card-author">
          <UserName user={flash.user} />
        </span>
        <span aria-label={t('playLikes', { count: flash.likedCount })}>
          <IconHeart size={14} aria-hidden /> {flash.likedCount}
        </span>
      </span>
    </article>
  );
}

export function PlayCards({ flashes }: { flashes: entities.Flash[] }) {
  return (
    <ul className="kumo-play-cards">
      {flashes.map((flash) => (
        <li key={flash.id}>
          <PlayCard flash={flash} />
        </li>
      ))}
    </ul>
  );
}

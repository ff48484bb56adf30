import { IconEyeOff, IconHeart, IconPhoto } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { BlurhashCanvas } from '@/blurhash/index.ts';
import { t } from '@/i18n/index.ts';
import { UserName } from '@/mfm/index.ts';
import { Link } from '@/router/index.ts';
import { Avatar } from '@/ui/index.ts';
import './gallery-card.css';

/** A post in a gallery grid: its first picture (blurred when sensitive), title, author and likes. */
export function GalleryCard({ post }: { post: entities.GalleryPost }) {
  const cover = post.files?.find((f) => f.type.startsWith('image/'));
  const hidden = post.isSensitive || cover?.isSensitive;
  return (
    <article className="kumo-gallery-card">
      <Link to={`/gallery/${post.id}`} className="kumo-gallery-card-link">
        <span className="kumo-gallery-thumb">
          {cover && hidden ? (
            <>
              {cover.blurhash && (
                <BlurhashCanvas
                  className="kumo-gallery-thumb-hash"
                  hash={cover.blurhash}
                  width={cover.properties.width}
                  height={cover.properties.height}
                />
              )}
              <span className="kumo-gallery-thumb-label">
                <IconEyeOff size={18} aria-hidden />
                {t('mediaSensitive')}
              </span>
            </>
          ) : cover ? (
            <img
              src={cover.thumbnailUrl ?? cover.url}
              alt={cover.comment ?? ''}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <IconPhoto size={32} aria-hidden />
          )}
        </span>
        <span className="kumo-gallery-card-title">{post.title}</span>
      </Link>
      <span className="kumo-gallery-card-meta kumo-caption">
        <Avatar user={post.user} size={20} />
        <span className="kumo-gallery-card-author">
          <UserName user={post.user} />
        </span>
        <span className="kumo-gallery-card-likes" aria-label={t('galleryLikes', { count: post.likedCount })}>
          <IconHeart size={14} aria-hidden /> {post.likedCount}
        </span>
      </span>
    </article>
  );
}

/** Posts as a grid of cards. */
export function GalleryGrid({ posts }: { posts: entities.GalleryPost[] }) {
  return (
    <div className="kumo-gallery-grid">
      {posts.map((post) => (
        <GalleryCard key={post.id} post={post} />
      ))}
    </div>
  );
}

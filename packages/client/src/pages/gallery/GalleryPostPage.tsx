import {
  IconHeart,
  IconHeartFilled,
  IconIcons,
  IconLink,
  IconPencil,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { PagedList, QueryView } from '@/list/index.ts';
import { MediaList } from '@/media/index.ts';
import { Mfm, UserName } from '@/mfm/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { Link, navigate, type PageProps } from '@/router/index.ts';
import {
  instanceOrigin,
  useDeleteGalleryPost,
  useGalleryPost,
  useLikeGalleryPost,
  useUserGalleryPosts,
} from '@/queries/index.ts';
import { Avatar, canShareNatively, confirmDialog, PageHeader, shareLink } from '@/ui/index.ts';
import { GalleryGrid } from '@/gallery/index.ts';
import './gallery.css';

/** The post's files, each hidden behind its cover when the post is marked sensitive. */
const filesOf = (post: entities.GalleryPost): entities.DriveFile[] =>
  (post.files ?? []).map((f) => (post.isSensitive ? { ...f, isSensitive: true } : f));

function LikeButton({ post }: { post: entities.GalleryPost }) {
  const like = useLikeGalleryPost();
  const liked = post.isLiked === true;
  return (
    <button
      type="button"
      className="kumo-button kumo-gallery-like"
      aria-pressed={liked}
      disabled={like.isPending}
      onClick={() => void like.run({ post, like: !liked })}
    >
      {liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      {t('galleryLike')} {post.likedCount}
    </button>
  );
}

function OtherPosts({ post }: { post: entities.GalleryPost }) {
  const others = useUserGalleryPosts(post.userId);
  return (
    <section className="kumo-gallery-others" aria-labelledby="kumo-gallery-others-title">
      <h2 id="kumo-gallery-others-title">{t('galleryMoreByAuthor')}</h2>
      <PagedList query={others} empty={t('galleryEmpty')}>
        {(items) => <GalleryGrid posts={items.map((i) => i.post).filter((p) => p.id !== post.id)} />}
      </PagedList>
    </section>
  );
}

function GalleryPostView({ post }: { post: entities.GalleryPost }) {
  const { account } = useMe();
  const mine = account?.id === post.userId;
  const remove = useDeleteGalleryPost();
  const url = `${instanceOrigin()}/gallery/${post.id}`;
  const del = async () => {
    if (!(await confirmDialog(t('galleryDeleteConfirm', { title: post.title })))) return;
    if (await remove.run(post.id)) navigate('/secure/gallery');
  };
  return (
    <>
      <PageHeader title={post.title} icon={<IconIcons size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-gallery-post">
        <MediaList files={filesOf(post)} />
        <div className="kumo-gallery-post-author">
          <Link to={`/@${post.user.username}`} className="kumo-gallery-post-user">
            <Avatar user={post.user} size={36} />
            <UserName user={post.user} />
          </Link>
          <span className="kumo-caption">
            <RelativeTime date={post.createdAt} />
          </span>
        </div>
        {post.description && (
          <div className="kumo-gallery-post-description">
            <Mfm text={post.description} author={post.user} />
          </div>
        )}
        <div className="kumo-gallery-actions">
          {account && !mine ? (
            <LikeButton post={post} />
          ) : (
            <span className="kumo-caption kumo-gallery-likes">
              <IconHeart size={16} aria-hidden /> {t('galleryLikes', { count: post.likedCount })}
            </span>
          )}
          <button type="button" className="kumo-button" onClick={() => shareLink(post.title, url)}>
            {canShareNatively() ? <IconShare size={16} aria-hidden /> : <IconLink size={16} aria-hidden />}
            {t('galleryShare')}
          </button>
          {mine && (
            <>
              <Link to={`/secure/gallery/${post.id}/edit`} className="kumo-button">
                <IconPencil size={16} aria-hidden />
                {t('galleryEdit')}
              </Link>
              <button type="button" className="kumo-button danger" onClick={() => void del()}>
                <IconTrash size={16} aria-hidden />
                {t('galleryDelete')}
              </button>
            </>
          )}
        </div>
        <OtherPosts post={post} />
      </div>
    </>
  );
}

/** /gallery/{postId}: a post's pictures in the media viewer, its author, likes and the author's other posts. */
export default function GalleryPostPage({ params }: PageProps) {
  const query = useGalleryPost(params.postId!);
  return <QueryView query={query}>{(post) => <GalleryPostView post={post} />}</QueryView>;
}

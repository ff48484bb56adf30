import { IconHeart, IconHeartFilled, IconLink, IconNotes, IconPencil, IconShare } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { PagedList, QueryView } from '@/list/index.ts';
import { UserName } from '@/mfm/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { Link, type PageProps } from '@/router/index.ts';
import { instanceOrigin, useLikePage, usePage, useUserPages } from '@/queries/index.ts';
import { Avatar, canShareNatively, PageHeader, shareLink } from '@/ui/index.ts';
import { PageCards, PageContent, pagePath } from '@/page-view/index.ts';
import { SafeInterrupted, useInterrupted } from '@/plugin-hooks/index.ts';
import './user-pages.css';

function LikeButton({ page }: { page: entities.Page }) {
  const like = useLikePage();
  const liked = page.isLiked === true;
  return (
    <button
      type="button"
      className="kumo-button kumo-user-page-like"
      aria-pressed={liked}
      disabled={like.isPending}
      onClick={() => void like.run({ page, like: !liked })}
    >
      {liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      {t('pageLike')} {page.likedCount}
    </button>
  );
}

function OtherPages({ page }: { page: entities.Page }) {
  const list = useUserPages(page.userId);
  return (
    <section className="kumo-user-page-others" aria-labelledby="kumo-user-page-others-title">
      <h2 id="kumo-user-page-others-title">{t('pageMoreByAuthor')}</h2>
      <PagedList query={list} empty={t('pageNoOthers')}>
        {(pages) => {
          const others = pages.filter((p) => p.id !== page.id);
          return others.length ? (
            <PageCards pages={others} />
          ) : (
            <p className="kumo-caption">{t('pageNoOthers')}</p>
          );
        }}
      </PagedList>
    </section>
  );
}

/** The page's content as the plugins' page-view interruptors leave it. */
function InterruptedContent({ page }: { page: entities.Page }) {
  const viewed = useInterrupted('page_view_interruptor', page);
  if (viewed.hidden || viewed.value === page) return <PageContent page={page} />;
  return (
    <SafeInterrupted
      kind="page_view_interruptor"
      original={page}
      changed={viewed.value}
      render={(p) => <PageContent page={p} />}
    />
  );
}

function PageView({ page }: { page: entities.Page }) {
  const { account } = useMe();
  const mine = account?.id === page.userId;
  const url = `${instanceOrigin()}${pagePath(page)}`;
  return (
    <>
      <PageHeader title={page.title || page.name} icon={<IconNotes size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-user-page">
        <InterruptedContent page={page} />
        <div className="kumo-user-page-actions">
          {account && !mine ? (
            <LikeButton page={page} />
          ) : (
            <span className="kumo-caption kumo-user-page-likes">
              <IconHeart size={16} aria-hidden /> {t('pageLikes', { count: page.likedCount })}
            </span>
          )}
          <button type="button" className="kumo-button" onClick={() => shareLink(page.title, url)}>
            {canShareNatively() ? <IconShare size={16} aria-hidden /> : <IconLink size={16} aria-hidden />}
            {t('pageShare')}
          </button>
          {mine && (
            <Link to={`/secure/pages/edit/${page.id}`} className="kumo-button">
              <IconPencil size={16} aria-hidden />
              {t('pageEdit')}
            </Link>
          )}
        </div>
        <div className="kumo-user-page-author">
          <Link to={`/@${page.user.username}`} className="kumo-user-page-user">
            <Avatar user={page.user} size={36} />
            <UserName user={page.user} />
          </Link>
          <span className="kumo-caption">
            {t('pageCreated')} <RelativeTime date={page.createdAt} />
            {page.updatedAt !== page.createdAt && (
              <>
                {' · '}
                {t('pageUpdated')} <RelativeTime date={page.updatedAt} />
              </>
            )}
          </span>
        </div>
        <OtherPages page={page} />
      </div>
    </>
  );
}

/** /@{username}/pages/{pageName}: a page as its readers see it, its likes, sharing and the author's other pages. */
export default function PageViewPage({ params }: PageProps) {
  const query = usePage({ username: params.username!, name: params.pageName! });
  return <QueryView query={query}>{(page) => <PageView page={page} />}</QueryView>;
}

import {
  IconCode,
  IconHeart,
  IconHeartFilled,
  IconLink,
  IconPencil,
  IconPlayerPlay,
  IconRefresh,
  IconShare,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { ProgramView } from '@/aiscript/index.ts';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { CodeBlock, UserName } from '@/mfm/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { Link, type PageProps } from '@/router/index.ts';
import { instanceOrigin, useLikePlay, usePlay } from '@/queries/index.ts';
import { Avatar, canShareNatively, PageHeader, shareLink } from '@/ui/index.ts';
import './play.css';

function LikeButton({ flash }: { flash: entities.Flash }) {
  const like = useLikePlay();
  const liked = flash.isLiked === true;
  return (
    <button
      type="button"
      className="kumo-button kumo-play-like"
      aria-pressed={liked}
      disabled={like.isPending}
      onClick={() => void like.run({ flash, like: !liked })}
    >
      {liked ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      {t('playLike')} {flash.likedCount}
    </button>
  );
}

function PlayView({ flash }: { flash: entities.Flash }) {
  const { account } = useMe();
  const mine = account?.id === flash.userId;
  const [runKey, setRunKey] = useState(0);
  const url = `${instanceOrigin()}/play/${flash.id}`;
  return (
    <>
      <PageHeader title={flash.title} icon={<IconPlayerPlay size={20} aria-hidden />} />
      <div className="kumo-page-body kumo-play">
        {flash.summary && <p className="kumo-play-summary">{flash.summary}</p>}
        <div className="kumo-play-stage">
          {runKey === 0 ? (
            <button
              type="button"
              className="kumo-button primary kumo-play-start"
              onClick={() => setRunKey(1)}
            >
              <IconPlayerPlay size={18} aria-hidden />
              {t('playStart')}
            </button>
          ) : (
            <>
              <ProgramView
                source={flash.script}
                storageKey={`flash:${flash.id}`}
                runKey={runKey}
                trusted={mine}
              />
              <div className="kumo-lists-actions">
                <button type="button" className="kumo-button" onClick={() => setRunKey((k) => k + 1)}>
                  <IconRefresh size={16} aria-hidden />
                  {t('playRestart')}
                </button>
              </div>
            </>
          )}
        </div>
        <div className="kumo-play-actions">
          {account && !mine ? (
            <LikeButton flash={flash} />
          ) : (
            <span className="kumo-caption kumo-play-likes">
              <IconHeart size={16} aria-hidden /> {t('playLikes', { count: flash.likedCount })}
            </span>
          )}
          <button type="button" className="kumo-button" onClick={() => shareLink(flash.title, url)}>
            {canShareNatively() ? <IconShare size={16} aria-hidden /> : <IconLink size={16} aria-hidden />}
            {t('playShare')}
          </button>
          {mine && (
            <Link to={`/secure/play/${flash.id}/edit`} className="kumo-button">
              <IconPencil size={16} aria-hidden />
              {t('playEdit')}
            </Link>
          )}
        </div>
        <div className="kumo-play-author">
          <Link to={`/@${flash.user.username}`} className="kumo-play-user">
            <Avatar user={flash.user} size={36} />
            <UserName user={flash.user} />
          </Link>
          <span className="kumo-caption">
            {t('playUpdated')} <RelativeTime date={flash.updatedAt} />
          </span>
        </div>
        <details className="kumo-play-source">
          <summary>
            <IconCode size={16} aria-hidden /> {t('playViewSource')}
          </summary>
          <CodeBlock code={flash.script} lang="aiscript" />
        </details>
      </div>
    </>
  );
}

/** /play/{id} and /secure/play/{id}: a Play, started on request, its likes, sharing and source. */
export default function PlayPage({ params }: PageProps) {
  const query = usePlay(params.id!);
  return <QueryView query={query}>{(flash) => <PlayView flash={flash} />}</QueryView>;
}

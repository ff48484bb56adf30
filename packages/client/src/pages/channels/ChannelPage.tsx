import {
  IconDeviceTv,
  IconPencil,
  IconPencilPlus,
  IconSearch,
  IconStar,
  IconStarFilled,
  IconVolume,
  IconVolume3,
} from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { useMe, useServerFeatures } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { InlinePostForm, openPostForm } from '@/post-form/index.ts';
import { Link, type PageProps } from '@/router/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { Timeline } from '@/timeline/index.ts';
import { LoadingView, PageHeader } from '@/ui/index.ts';
import { QueryErrorView } from '@/list/index.ts';
import { useChannel, useChannelFeed, useToggleChannel, type ChannelToggle } from '@/queries/index.ts';
import { channelPath, safeChannelColor } from './channel-path.ts';
import './channels.css';

function ChannelHeader({
  channel,
  signedIn,
  isOwner,
  canMute,
  onToggle,
  onCompose,
}: {
  channel: entities.Channel;
  signedIn: boolean;
  isOwner: boolean;
  /** The server offers channel mutes (upstream 2026.7 and later). */
  canMute: boolean;
  onToggle: (what: ChannelToggle) => void;
  /** Opens the post form for this channel; absent when the page shows the form itself. */
  onCompose?: () => void;
}) {
  const color = safeChannelColor(channel.color);
  return (
    <section className="kumo-channel-header" aria-label={channel.name}>
      <div
        className="kumo-channel-banner"
        style={{
          background: channel.bannerUrl
            ? `center / cover no-repeat url("${encodeURI(channel.bannerUrl)}")`
            : `linear-gradient(135deg, ${color}, color-mix(in srgb, ${color} 40%, var(--panel)))`,
        }}
        aria-hidden
      />
      <div className="kumo-channel-info">
        <h2 className="kumo-channel-name">
          <span className="kumo-channel-dot" style={{ background: color }} aria-hidden />
          {channel.name}
        </h2>
        <div className="kumo-channel-buttons">
          {signedIn && (
            <>
              <button
                type="button"
                className={`kumo-button${channel.isFollowing ? '' : ' primary'}`}
                aria-pressed={channel.isFollowing ?? false}
                onClick={() => onToggle('follow')}
              >
                {channel.isFollowing ? t('channelUnfollow') : t('channelFollow')}
              </button>
              <button
                type="button"
                className="kumo-icon-button"
                aria-pressed={channel.isFavorited ?? false}
                aria-label={channel.isFavorited ? t('channelUnfavorite') : t('channelFavorite')}
                title={channel.isFavorited ? t('channelUnfavorite') : t('channelFavorite')}
                onClick={() => onToggle('favorite')}
              >
                {channel.isFavorited ? (
                  <IconStarFilled size={18} aria-hidden className="kumo-channel-star" />
                ) : (
                  <IconStar size={18} aria-hidden />
                )}
              </button>
              {canMute && (
                <button
                  type="button"
                  className="kumo-icon-button"
                  aria-pressed={channel.isMuting ?? false}
                  aria-label={channel.isMuting ? t('channelUnmute') : t('channelMute')}
                  title={channel.isMuting ? t('channelUnmute') : t('channelMute')}
                  onClick={() => onToggle('mute')}
                >
                  {channel.isMuting ? (
                    <IconVolume3 size={18} aria-hidden />
                  ) : (
                    <IconVolume size={18} aria-hidden />
                  )}
                </button>
              )}
            </>
          )}
          {onCompose && (
            <button type="button" className="kumo-button" onClick={onCompose}>
              <IconPencilPlus size={16} aria-hidden /> {t('channelPost')}
            </button>
          )}
          {signedIn && (
            <Link
              className="kumo-icon-button"
              to={`/secure/search?channel=${encodeURIComponent(channel.id)}`}
              aria-label={t('channelSearch')}
              title={t('channelSearch')}
            >
              <IconSearch size={18} aria-hidden />
            </Link>
          )}
          {isOwner && (
            <Link
              className="kumo-icon-button"
              to={channelPath(channel.id, true, '/edit')}
              aria-label={t('channelEdit')}
              title={t('channelEdit')}
            >
              <IconPencil size={18} aria-hidden />
            </Link>
          )}
        </div>
        {channel.description && (
          <div className="kumo-channel-description">
            <Mfm text={channel.description} />
          </div>
        )}
        {canMute && channel.isMuting && <p className="kumo-caption">{t('channelMutedHint')}</p>}
        <p className="kumo-caption kumo-channel-card-stats">
          <span>{t('channelNotesCount', { n: channel.notesCount })}</span>
          <span>{t('channelUsersCount', { n: channel.usersCount })}</span>
        </p>
      </div>
    </section>
  );
}

/** /channels/{channelId}: the channel's header, a post form that writes into it, and its timeline. */
export default function ChannelPage({ params }: PageProps) {
  const channelId = params.channelId ?? '';
  const { account, me } = useMe();
  const channel = useChannel(channelId);
  const feed = useChannelFeed(channelId);
  const toggleChannel = useToggleChannel();
  const fixedPostForm = useSettingValue('showFixedPostFormInChannel');

  const { channelMute } = useServerFeatures();

  const toggle = (what: ChannelToggle) => {
    const c = channel.data;
    if (!c) return;
    const on = !(what === 'follow' ? c.isFollowing : what === 'favorite' ? c.isFavorited : c.isMuting);
    void toggleChannel.run({ channelId, what, on });
  };

  const canPost = account != null && channel.data != null && !channel.data.isArchived;
  const compose = () => {
    if (channel.data) void openPostForm({ channel: { id: channelId, name: channel.data.name } });
  };
  const title = channel.data?.name ?? t('channel');
  return (
    <>
      <PageHeader title={title} icon={<IconDeviceTv size={20} aria-hidden />} />
      {channel.isPending && <LoadingView />}
      {channel.isError && <QueryErrorView error={channel.error} onRetry={() => void channel.refetch()} />}
      {channel.data && (
        <>
          <ChannelHeader
            channel={channel.data}
            signedIn={account != null}
            isOwner={me != null && (channel.data.userId === me.id || !!me.isAdmin)}
            canMute={channelMute}
            onToggle={toggle}
            onCompose={canPost && !fixedPostForm ? compose : undefined}
          />
          {canPost && fixedPostForm && (
            <InlinePostForm
              key={channelId}
              options={{ channel: { id: channelId, name: channel.data.name } }}
            />
          )}
          {!account && <p className="kumo-caption kumo-channel-signin">{t('channelSignInToPost')}</p>}
          <Timeline {...feed} />
        </>
      )}
    </>
  );
}

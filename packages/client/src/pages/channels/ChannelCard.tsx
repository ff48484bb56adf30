import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { RelativeTime } from '@/note/index.ts';
import { Link } from '@/router/index.ts';
import { UnreadMark } from '@/ui/index.ts';
import { channelPath, safeChannelColor } from './channel-path.ts';

/** A channel in a list: banner strip in the channel's color, name, description and activity. */
export function ChannelCard({
  channel,
  signedIn,
  unread = false,
}: {
  channel: entities.Channel;
  signedIn: boolean;
  /** Notes posted since the channel was last shown (marked on the followed and favourite tabs). */
  unread?: boolean;
}) {
  const color = safeChannelColor(channel.color);
  return (
    <Link className="kumo-channel-card" to={channelPath(channel.id, signedIn)}>
      <span
        className="kumo-channel-card-banner"
        style={{
          background: channel.bannerUrl
            ? `center / cover no-repeat url("${encodeURI(channel.bannerUrl)}")`
            : `linear-gradient(135deg, ${color}, color-mix(in srgb, ${color} 45%, var(--panel)))`,
        }}
        aria-hidden
      />
      <span className="kumo-channel-card-body">
        <span className="kumo-channel-card-name">
          <span className="kumo-channel-dot" style={{ background: color }} aria-hidden />
          {channel.name}
          {unread && <UnreadMark />}
        </span>
        {channel.description && <span className="kumo-channel-card-description">{channel.description}</span>}
        <span className="kumo-caption kumo-channel-card-stats">
          <span>{t('channelNotesCount', { n: channel.notesCount })}</span>
          <span>{t('channelUsersCount', { n: channel.usersCount })}</span>
          {channel.lastNotedAt && (
            <span>
              {t('channelLastNoted')} <RelativeTime date={channel.lastNotedAt} />
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}

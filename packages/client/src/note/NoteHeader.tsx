import type { entities } from 'misskey-js';
import type { ReactNode } from 'react';
import { t } from '@/i18n/index.ts';
import { Link, acctOf, profilePath } from '@/router/index.ts';
import { UserName } from '@/mfm/index.ts';
import { instanceHost, useMeta } from '@/queries/index.ts';
import { useSettingValue } from '@/store/index.ts';
import { safeTickerColor, showInstanceTicker } from './header-rules.ts';
import { RelativeTime } from './RelativeTime.tsx';
import { CondensedLine } from './CondensedLine.tsx';
import { useUserHoverCard } from '@/user-card/index.ts';
import { Glyph } from '@/ui/index.ts';

function VisibilityIcon({ visibility }: { visibility: entities.Note['visibility'] }) {
  if (visibility === 'public') return null;
  const icon = visibility === 'home' ? 'home' : visibility === 'followers' ? 'lock' : 'mail';
  const label = t(`visibility_${visibility}`);
  return (
    <span title={label} aria-label={label} role="img">
      <Glyph name={icon} size={14} />
    </span>
  );
}

type TickerInstance = Pick<NonNullable<entities.UserLite['instance']>, 'name' | 'faviconUrl' | 'themeColor'>;

function InstanceTicker({ instance, host }: { instance: TickerInstance; host: string }) {
  return (
    <span
      className="kumo-instance-ticker"
      style={{ background: safeTickerColor(instance.themeColor) ?? undefined }}
      title={instance.name ?? host}
    >
      {instance.faviconUrl && <img src={instance.faviconUrl} alt="" width={12} height={12} />}
      {instance.name ?? host}
    </span>
  );
}

/** This server's ticker (instanceTicker "always"), from its meta: read only by notes that draw it. */
function LocalTicker() {
  const meta = useMeta();
  const instance = {
    name: meta?.name ?? location.host,
    faviconUrl: meta?.iconUrl ?? null,
    themeColor: meta?.themeColor ?? null,
  };
  return <InstanceTicker instance={instance} host={location.host} />;
}

/** The name, marks and acct: as they are, or narrowed to fit (enableCondensedLineForAcct). */
function NameLine({ condensed, children }: { condensed: boolean; children: ReactNode }) {
  return condensed ? <CondensedLine>{children}</CondensedLine> : <>{children}</>;
}

/** Name, acct, marks and badges, server ticker, visibility and time (spec P2 §2, §3). */
export function NoteHeader({ note }: { note: entities.Note }) {
  const tickerSetting = useSettingValue('instanceTicker');
  // as Misskey's client: with showFullAcct a local user's acct names this server too
  const fullAcct = useSettingValue('showFullAcct');
  const condensed = useSettingValue('enableCondensedLineForAcct');
  const user = note.user;
  const card = useUserHoverCard(user);
  const ticker = showInstanceTicker(tickerSetting, user.host);
  return (
    <header className="kumo-note-header">
      <NameLine condensed={condensed}>
        <Link className="kumo-note-name" to={profilePath(user)} {...card.anchorProps}>
          <UserName user={user} />
        </Link>
        {user.isBot && (
          <span className="kumo-note-mark" title={t('botAccount')} aria-label={t('botAccount')} role="img">
            <Glyph name="robot" size={14} />
          </span>
        )}
        {user.isCat && (
          <span className="kumo-note-mark" title={t('catAccount')} aria-label={t('catAccount')} role="img">
            <Glyph name="paw" size={14} />
          </span>
        )}
        {user.badgeRoles?.map((role) =>
          role.iconUrl ? (
            <img
              key={role.name}
              className="kumo-role-badge"
              src={role.iconUrl}
              alt={role.name}
              title={role.name}
            />
          ) : null,
        )}
        <span className="kumo-note-acct">
          @{acctOf(user)}
          {fullAcct && !user.host && `@${instanceHost()}`}
        </span>
      </NameLine>
      {card.preview}
      {ticker &&
        (user.host ? (
          user.instance && <InstanceTicker instance={user.instance} host={user.host} />
        ) : (
          <LocalTicker />
        ))}
      <span className="kumo-note-meta">
        <VisibilityIcon visibility={note.visibility} />
        {note.localOnly && (
          <span title={t('localOnly')} aria-label={t('localOnly')} role="img">
            <Glyph name="world-off" size={14} />
          </span>
        )}
        {note.channel && (
          <Link to={`/channels/${note.channel.id}`} title={note.channel.name} aria-label={note.channel.name}>
            <Glyph name="device-tv" size={14} />
          </Link>
        )}
        {/* a channel whose notes search does not find (servers that say so: `channel.searchable`) */}
        {note.channel && (note.channel as { searchable?: boolean }).searchable === false && (
          <span title={t('channelNotSearchable')} aria-label={t('channelNotSearchable')} role="img">
            <Glyph name="search-off" size={14} />
          </span>
        )}
        <Link to={`/notes/${note.id}`} className="kumo-note-time">
          <RelativeTime date={note.createdAt} />
        </Link>
      </span>
    </header>
  );
}

import { instanceOrigin } from '@/queries/index.ts';
import { Link } from '@/router/index.ts';

interface MfmMentionProps {
  username: string;
  /** The mentioned user's host, already resolved (null or the local host for local users). */
  host: string | null;
  localHost: string;
}

/** `@user` or `@user@host`: a link to the profile; the host is shown only for other servers (spec P2 §2). */
export function MfmMention({ username, host, localHost }: MfmMentionProps) {
  const isLocal = host === null || host.toLowerCase() === localHost.toLowerCase();
  const acct = isLocal ? username : `${username}@${host}`;
  const avatarHost = isLocal ? localHost : host;
  return (
    <Link to={`/@${acct.split('@').map(encodeURIComponent).join('@')}`} className="kumo-mfm-mention">
      <img
        className="kumo-mfm-mention-avatar"
        src={`${instanceOrigin()}/avatar/@${encodeURIComponent(username)}@${encodeURIComponent(avatarHost ?? '')}`}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <span>@{username}</span>
      {!isLocal && <span className="kumo-mfm-mention-host">@{host}</span>}
    </Link>
  );
}

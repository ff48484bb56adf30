import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { Mfm, UserName } from '@/mfm/index.ts';
import { acctOf, profilePath, Link } from '@/router/index.ts';
import { Avatar } from '@/ui/index.ts';
import { FollowButton } from '@/follow/index.ts';
import { useUser } from '@/queries/index.ts';
import { followState, visibleCounts, type UserRef } from './user-card-rules.ts';
import './user-card.css';

const COUNT_LABEL = {
  notes: 'userCardNotes',
  following: 'userCardFollowing',
  followers: 'userCardFollowers',
} as const;

/** The hover card of a user (spec P2 §2): banner, avatar, name, acct, description, counts, relation. */
export function UserHoverCard({ user: ref }: { user: UserRef }) {
  const { me } = useMe();
  const query = useUser(ref);
  const user = query.data;
  if (!user) {
    return (
      <div className="kumo-user-card" aria-busy={query.isPending || undefined}>
        <div className="kumo-user-card-banner" />
        <div className="kumo-user-card-main">
          <p className="kumo-user-card-status">{query.isError ? t('userCardLoadError') : t('loading')}</p>
        </div>
      </div>
    );
  }
  const relation = followState(user, me?.id);
  return (
    <div className="kumo-user-card">
      <div className="kumo-user-card-banner">
        {user.bannerUrl && <img src={user.bannerUrl} alt="" decoding="async" />}
      </div>
      <div className="kumo-user-card-main">
        <div className="kumo-user-card-top">
          <div className="kumo-user-card-avatar">
            <Avatar user={user} size={58} />
          </div>
          <FollowButton user={user} small />
        </div>
        <Link to={profilePath(user)} className="kumo-user-card-name kumo-ellipsis">
          <UserName user={user} />
        </Link>
        <span className="kumo-user-card-acct kumo-ellipsis">@{acctOf(user)}</span>
        {/* the follow button shows the viewer's side; the card adds whether they follow back */}
        {relation?.followsYou && (
          <span className="kumo-user-card-relation">
            <span className="kumo-pill">{t('userCardFollowsYou')}</span>
          </span>
        )}
        {user.description && (
          <div className="kumo-user-card-description">
            <Mfm text={user.description} author={user} emojiUrls={user.emojis} isNote={false} />
          </div>
        )}
        <dl className="kumo-user-card-counts">
          {visibleCounts(user).map(({ key, value }) => (
            <div key={key}>
              <dt>{t(COUNT_LABEL[key])}</dt>
              <dd>{value.toLocaleString()}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

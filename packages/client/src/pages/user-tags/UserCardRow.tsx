import type { entities } from 'misskey-js';
import { Mfm, UserName } from '@/mfm/index.ts';
import { acctOf, profilePath, Link } from '@/router/index.ts';
import { Avatar } from '@/ui/index.ts';
import { FollowButton } from '@/follow/index.ts';

/** A user with banner strip, avatar, name, acct, introduction and the follow button. */
export function UserCardRow({ user }: { user: entities.UserDetailed }) {
  return (
    <li className="kumo-user-tag-card">
      <Link to={profilePath(user)} className="kumo-user-tag-main">
        <Avatar user={user} size={52} />
        <span className="kumo-user-tag-names">
          <strong>
            <UserName user={user} />
          </strong>
          <span className="kumo-caption">@{acctOf(user)}</span>
        </span>
      </Link>
      <FollowButton user={user} small />
      {user.description && (
        <div className="kumo-user-tag-description">
          <Mfm text={user.description} plain author={user} emojiUrls={user.emojis} />
        </div>
      )}
    </li>
  );
}

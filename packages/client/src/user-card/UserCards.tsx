import type { entities } from 'misskey-js';
import { FollowButton } from '@/follow/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { UserRow } from './UserRow.tsx';

/** People as cards (avatar, names, follow button, bio with its MFM, cut by the page's CSS): Explore, user tags. */
export function UserCards({ users, className }: { users: entities.UserDetailed[]; className: string }) {
  return (
    <ul className="kumo-user-rows cards">
      {users.map((user) => (
        <UserRow
          key={user.id}
          user={user}
          avatarSize={52}
          className={className}
          actions={<FollowButton user={user} small />}
        >
          {user.description && (
            <Mfm text={user.description} author={user} emojiUrls={user.emojis} isNote={false} />
          )}
        </UserRow>
      ))}
    </ul>
  );
}

import type { entities } from 'misskey-js';
import { Mfm } from './Mfm.tsx';

type NamedUser = Pick<entities.UserLite, 'name' | 'username' | 'host' | 'emojis'> & { isCat?: boolean };

/** A user's display name (or username when it has none) with its custom emoji, on one line. */
export function UserName({ user, nowrap = true }: { user: NamedUser; nowrap?: boolean }) {
  return (
    <Mfm text={user.name || user.username} plain nowrap={nowrap} author={user} emojiUrls={user.emojis} />
  );
}

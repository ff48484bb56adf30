import type { entities } from 'misskey-js';

interface AvatarProps {
  user: Pick<entities.UserLite, 'avatarUrl' | 'username' | 'name' | 'avatarBlurhash'>;
  size?: number;
}

/** A user's avatar; decorative next to the name, so its alt text is empty unless it stands alone. */
export function Avatar({ user, size = 46 }: AvatarProps) {
  return (
    <img
      className="kumo-avatar"
      src={user.avatarUrl ?? undefined}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}

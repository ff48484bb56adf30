import type { entities } from 'misskey-js';

interface AvatarProps {
  user: Pick<entities.UserLite, 'avatarUrl' | 'username' | 'name' | 'avatarBlurhash'> & { isCat?: boolean };
  size?: number;
}

/**
 * A user's avatar; decorative next to the name, so its alt text is empty unless it stands alone.
 * A cat's (isCat) has cat ears, as on Misskey (drawn by CSS around the image).
 */
export function Avatar({ user, size = 46 }: AvatarProps) {
  const image = (
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
  return user.isCat ? <span className="kumo-avatar-cat">{image}</span> : image;
}

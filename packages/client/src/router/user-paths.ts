import type { entities } from 'misskey-js';

/** `username` for local users, `username@host` for remote ones (spec P2 §2). */
export function acctOf(user: Pick<entities.UserLite, 'username' | 'host'>): string {
  return user.host ? `${user.username}@${user.host}` : user.username;
}

export function profilePath(user: Pick<entities.UserLite, 'username' | 'host'>): string {
  return `/@${acctOf(user)}`;
}

import type { entities } from 'misskey-js';
import type { ReactNode } from 'react';
import { UserName } from '@/mfm/index.ts';
import { acctOf, profilePath, Link } from '@/router/index.ts';
import { Avatar } from '@/ui/index.ts';
import './user-row.css';

export interface UserRowProps {
  user: entities.UserLite;
  avatarSize?: number;
  /** A line under the acct (when a mute ends, since when a block holds). */
  caption?: ReactNode;
  /** Buttons at the row's end (follow, accept, unmute…). */
  actions?: ReactNode;
  /** Below the row, across its width (an introduction). */
  children?: ReactNode;
  className?: string;
}

/**
 * A user in a list of people: avatar, name and @acct leading to the profile, with what the list
 * adds. Put rows in a `<ul className="kumo-user-rows">` (add `cards` for a grid of boxes).
 */
export function UserRow({ user, avatarSize = 40, caption, actions, children, className }: UserRowProps) {
  return (
    <li className={className ? `kumo-user-row ${className}` : 'kumo-user-row'}>
      <Link to={profilePath(user)} className="kumo-user-row-main">
        <Avatar user={user} size={avatarSize} />
        <span className="kumo-user-row-names">
          <strong>
            <UserName user={user} />
          </strong>
          <span className="kumo-caption">@{acctOf(user)}</span>
          {caption && <span className="kumo-caption kumo-user-row-caption">{caption}</span>}
        </span>
      </Link>
      {actions && <span className="kumo-user-row-actions">{actions}</span>}
      {children && <div className="kumo-user-row-about">{children}</div>}
    </li>
  );
}

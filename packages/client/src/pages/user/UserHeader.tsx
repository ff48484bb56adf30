import type { entities } from 'misskey-js';
import { t } from '../../i18n/index.ts';
import { acctOf } from '../../note/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import './user.css';

export function UserHeader({ user }: { user: entities.UserDetailed }) {
  return (
    <section className="kumo-user-header">
      <div
        className="kumo-user-banner"
        style={user.bannerUrl ? { backgroundImage: `url("${encodeURI(user.bannerUrl)}")` } : undefined}
      />
      <div className="kumo-user-identity">
        <Avatar user={user} size={84} />
        <div>
          <h2>{user.name || user.username}</h2>
          <p className="kumo-user-acct">@{acctOf(user)}</p>
        </div>
      </div>
      {user.description && <p className="kumo-user-description">{user.description}</p>}
      <dl className="kumo-user-counts">
        <div>
          <dt>{t('note')}</dt>
          <dd>{user.notesCount}</dd>
        </div>
      </dl>
    </section>
  );
}

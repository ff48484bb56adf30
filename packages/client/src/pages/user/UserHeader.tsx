import type { entities } from 'misskey-js';
import { t } from '../../i18n/index.ts';
import { acctOf } from '../../note/index.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { Mfm } from '../../mfm/index.ts';
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
          <h2>
            <Mfm text={user.name || user.username} plain author={user} emojiUrls={user.emojis} />
          </h2>
          <p className="kumo-user-acct">@{acctOf(user)}</p>
        </div>
      </div>
      {user.description && (
        <div className="kumo-user-description">
          <Mfm text={user.description} author={user} emojiUrls={user.emojis} isNote={false} />
        </div>
      )}
      <dl className="kumo-user-counts">
        <div>
          <dt>{t('note')}</dt>
          <dd>{user.notesCount}</dd>
        </div>
      </dl>
    </section>
  );
}

import { IconX } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '../../i18n/index.ts';
import { Mfm } from '../../mfm/index.ts';
import { acctOf, profilePath } from '../../note/index.ts';
import { Link } from '../../router/index.ts';
import { Avatar } from '../../ui/index.ts';

/** The people in a list; with onRemove each row gets a remove button. */
export function ListMembers({
  users,
  onRemove,
}: {
  users: entities.UserLite[];
  onRemove?: (user: entities.UserLite) => void;
}) {
  return (
    <ul className="kumo-entity-list" aria-label={t('listMembers')}>
      {users.map((u) => (
        <li key={u.id} className="kumo-entity-row">
          <Link className="kumo-entity-main" to={profilePath(u)}>
            <Avatar user={u} size={40} />
            <span className="kumo-entity-text">
              <b>
                <Mfm text={u.name || u.username} plain nowrap author={u} emojiUrls={u.emojis} />
              </b>
              <span className="kumo-caption">@{acctOf(u)}</span>
            </span>
          </Link>
          {onRemove && (
            <button
              type="button"
              className="kumo-icon-button"
              aria-label={t('listRemoveMember', { name: u.name || u.username })}
              title={t('listRemoveMember', { name: u.name || u.username })}
              onClick={() => onRemove(u)}
            >
              <IconX size={18} aria-hidden />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

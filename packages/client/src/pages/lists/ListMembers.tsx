import { IconMessages, IconX } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { Mfm } from '@/mfm/index.ts';
import { acctOf, profilePath, Link } from '@/router/index.ts';
import { Avatar, IconButton } from '@/ui/index.ts';

export interface ListMember {
  user: entities.UserLite;
  withReplies: boolean;
}

/** The people in a list; the owner gets a replies toggle and a remove button on each row. */
export function ListMembers({
  members,
  onRemove,
  onToggleReplies,
}: {
  members: ListMember[];
  onRemove?: (user: entities.UserLite) => void;
  onToggleReplies?: (user: entities.UserLite, withReplies: boolean) => void;
}) {
  return (
    <ul className="kumo-entity-list" aria-label={t('listMembers')}>
      {members.map(({ user: u, withReplies }) => {
        const name = u.name || u.username;
        return (
          <li key={u.id} className="kumo-entity-row">
            <Link className="kumo-entity-main" to={profilePath(u)}>
              <Avatar user={u} size={40} />
              <span className="kumo-entity-text">
                <b>
                  <Mfm text={name} plain nowrap author={u} emojiUrls={u.emojis} />
                </b>
                <span className="kumo-caption">@{acctOf(u)}</span>
              </span>
            </Link>
            {onToggleReplies && (
              <IconButton
                label={t('listMemberReplies', { name })}
                icon={IconMessages}
                size={18}
                aria-pressed={withReplies}
                onClick={() => onToggleReplies(u, !withReplies)}
              />
            )}
            {onRemove && (
              <IconButton
                label={t('listRemoveMember', { name })}
                icon={IconX}
                size={18}
                onClick={() => onRemove(u)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

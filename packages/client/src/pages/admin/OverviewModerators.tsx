import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useModeratorsByActivity } from '@/queries/index.ts';
import { UserRow } from '@/user-card/index.ts';

type OnlineStatus = entities.UserLite['onlineStatus'];

/** The overview's moderators and administrators, the most recently active first, each with whether they are online. */
export function OverviewModerators() {
  const moderators = useModeratorsByActivity();
  return (
    <QueryView query={moderators}>
      {(users) => (
        <ul className="kumo-user-rows" aria-label={t('adminOverviewModerators')}>
          {users.map((u) => (
            <UserRow
              key={u.id}
              user={u}
              avatarSize={32}
              caption={
                <span className="kumo-admin-online" data-status={u.onlineStatus}>
                  {t(`adminOnline_${u.onlineStatus as OnlineStatus}`)}
                </span>
              }
            />
          ))}
        </ul>
      )}
    </QueryView>
  );
}

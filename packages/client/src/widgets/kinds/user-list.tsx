import { t } from '@/i18n/index.ts';
import { useList, useListMembers, useMyLists } from '@/queries/index.ts';
import { Link, profilePath } from '@/router/index.ts';
import { Avatar, SelectField } from '@/ui/index.ts';
import type { WidgetDef, WidgetProps } from '../widget-types.ts';

function Members({ listId }: { listId: string }) {
  const list = useList(listId);
  const members = useListMembers(listId);
  if (!members.data) return <p className="kumo-caption">…</p>;
  return (
    <>
      {list.data && <p className="kumo-widget-list-name">{list.data.name}</p>}
      <ul className="kumo-widget-list-members">
        {members.data.map((m) => (
          <li key={m.id}>
            <Link to={profilePath(m.user)} title={`@${m.user.username}`} aria-label={`@${m.user.username}`}>
              <Avatar user={m.user} size={36} />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The members of one of the user's lists, chosen in the widget itself (lists are the user's own). */
function UserListWidget({ data, onData }: WidgetProps) {
  const lists = useMyLists();
  const listId = typeof data.listId === 'string' ? data.listId : '';
  return (
    <div className="kumo-widget-user-list">
      <SelectField
        label={t('widgetUserListChoose')}
        value={listId}
        onChange={(id) => onData?.({ ...data, listId: id || null })}
        options={[
          { value: '', label: '—' },
          ...(lists.data ?? []).map((l) => ({ value: l.id, label: l.name })),
        ]}
      />
      {listId && <Members listId={listId} />}
    </div>
  );
}

export const userListWidget: WidgetDef = {
  name: 'userList',
  schema: { transparent: { type: 'boolean', default: false } },
  Component: UserListWidget,
};

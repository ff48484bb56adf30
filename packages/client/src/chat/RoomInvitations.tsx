import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useIgnoreInvitation, useJoinRoom, type ChatTarget } from '@/queries/index.ts';
import { useRoomInvitations } from '@/queries/index.ts';
import { navigate } from '@/router/index.ts';
import { UserRow } from '@/user-card/index.ts';

/** Invitations to rooms I received: join (accept) or ignore. */
export function RoomInvitations({ onOpen }: { onOpen?: (t: ChatTarget) => void }) {
  const invitations = useRoomInvitations();
  const join = useJoinRoom();
  const ignore = useIgnoreInvitation();
  const accept = async (roomId: string) => {
    if (!(await join.run(roomId))) return;
    const target: ChatTarget = { kind: 'room', id: roomId };
    if (onOpen) onOpen(target);
    else navigate(`/chat/room/${roomId}`);
  };
  return (
    <PagedList query={invitations} empty={t('chatInvitationsEmpty')}>
      {(items) => (
        <ul className="kumo-user-rows" aria-label={t('chatInvitations')}>
          {items.map((inv) => (
            <UserRow
              key={inv.id}
              user={inv.room.owner}
              caption={t('chatInvitationTo', { room: inv.room.name })}
              actions={
                <>
                  <button
                    type="button"
                    className="kumo-button primary"
                    onClick={() => void accept(inv.roomId)}
                  >
                    {t('chatJoin')}
                  </button>
                  <button type="button" className="kumo-button" onClick={() => void ignore.run(inv.roomId)}>
                    {t('chatIgnore')}
                  </button>
                </>
              }
            />
          ))}
        </ul>
      )}
    </PagedList>
  );
}

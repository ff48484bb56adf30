import { IconUserPlus } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { pickUser } from '@/post-form/index.ts';
import { useInviteToRoom, useRoomMembers } from '@/queries/index.ts';
import { toast } from '@/ui/index.ts';
import { UserRow } from '@/user-card/index.ts';

/** A room's owner and members; the owner invites people from here. */
export function RoomMembers({ room, meId }: { room: entities.ChatRoom; meId: string }) {
  const members = useRoomMembers(room.id);
  const invite = useInviteToRoom();
  const isOwner = room.ownerId === meId;
  const inviteSomeone = async () => {
    const user = await pickUser();
    if (!user) return;
    const done = await invite.run({ roomId: room.id, userId: user.id });
    if (done) toast(t('chatInvited', { name: user.name || user.username }));
  };
  return (
    <div className="kumo-chat-members">
      {isOwner && (
        <div className="kumo-chat-toolbar">
          <button type="button" className="kumo-button primary" onClick={() => void inviteSomeone()}>
            <IconUserPlus size={16} aria-hidden /> {t('chatInvite')}
          </button>
        </div>
      )}
      <h2 className="kumo-chat-subheading">{t('chatOwner')}</h2>
      <ul className="kumo-user-rows">
        <UserRow user={room.owner} />
      </ul>
      <h2 className="kumo-chat-subheading">{t('chatMembers')}</h2>
      <PagedList query={members} empty={t('chatMembersEmpty')}>
        {(items) => (
          <ul className="kumo-user-rows">
            {items.map((m) => m.user && <UserRow key={m.id} user={m.user} />)}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

import { IconUsersGroup } from '@tabler/icons-react';
import type { entities } from 'misskey-js';
import { t } from '@/i18n/index.ts';
import { PagedList } from '@/list/index.ts';
import { useJoinedRooms, useOwnedRooms, type ChatTarget } from '@/queries/index.ts';
import { ConversationLink } from './ConversationLink.tsx';

function RoomRow({ room, onOpen }: { room: entities.ChatRoom; onOpen?: (t: ChatTarget) => void }) {
  return (
    <li>
      <ConversationLink
        target={{ kind: 'room', id: room.id }}
        onOpen={onOpen}
        className="kumo-chat-history-row"
      >
        <span className="kumo-chat-room-icon" aria-hidden>
          <IconUsersGroup size={22} />
        </span>
        <span className="kumo-chat-history-names">
          <strong>{room.name}</strong>
          {room.description && <span className="kumo-caption kumo-chat-preview">{room.description}</span>}
        </span>
      </ConversationLink>
    </li>
  );
}

/** The rooms I made and the rooms I joined. */
export function ChatRooms({ onOpen }: { onOpen?: (t: ChatTarget) => void }) {
  const owned = useOwnedRooms();
  const joined = useJoinedRooms();
  return (
    <>
      <h2 className="kumo-chat-subheading">{t('chatOwnedRooms')}</h2>
      <PagedList query={owned} empty={t('chatOwnedEmpty')}>
        {(rooms) => (
          <ul className="kumo-chat-history" aria-label={t('chatOwnedRooms')}>
            {rooms.map((r) => (
              <RoomRow key={r.id} room={r} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </PagedList>
      <h2 className="kumo-chat-subheading">{t('chatJoinedRooms')}</h2>
      <PagedList query={joined} empty={t('chatJoinedEmpty')}>
        {(memberships) => (
          <ul className="kumo-chat-history" aria-label={t('chatJoinedRooms')}>
            {memberships.map((m) => m.room && <RoomRow key={m.id} room={m.room} onOpen={onOpen} />)}
          </ul>
        )}
      </PagedList>
    </>
  );
}

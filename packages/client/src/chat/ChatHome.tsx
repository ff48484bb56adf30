import { IconChecks, IconMessagePlus, IconUsersPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { pickUser } from '@/post-form/index.ts';
import { chatPath, useCreateRoom, useReadAllChat, type ChatTarget } from '@/queries/index.ts';
import { navigate } from '@/router/index.ts';
import { inputText, Tabs } from '@/ui/index.ts';
import { ChatHistoryList } from './ChatHistoryList.tsx';
import { ChatRooms } from './ChatRooms.tsx';
import { RoomInvitations } from './RoomInvitations.tsx';
import { useChatAccess } from './use-chat-access.ts';
import './chat.css';

export type ChatHomeTab = 'conversations' | 'invitations' | 'rooms';

export function isChatHomeTab(value: string | null): value is ChatHomeTab {
  return value === 'conversations' || value === 'invitations' || value === 'rooms';
}

/**
 * The chat's start: conversations, room invitations and rooms, with buttons to chat with someone,
 * make a room and mark everything read. `onOpen` opens a conversation in place (the deck column);
 * without it, conversations are pages.
 */
export function ChatHome({
  initialTab = 'conversations',
  onOpen,
}: {
  initialTab?: ChatHomeTab;
  onOpen?: (target: ChatTarget) => void;
}) {
  const { me } = useMe();
  const access = useChatAccess();
  const [tab, setTab] = useState<ChatHomeTab>(initialTab);
  const createRoom = useCreateRoom();
  const readAll = useReadAllChat();
  const open = (target: ChatTarget) => (onOpen ? onOpen(target) : navigate(chatPath(target)));
  const startWithUser = async () => {
    const user = await pickUser();
    if (user) open({ kind: 'user', id: user.id });
  };
  const newRoom = async () => {
    const name = await inputText({
      title: t('chatCreateRoom'),
      placeholder: t('chatRoomName'),
      minLength: 1,
      maxLength: 256,
    });
    if (name.canceled) return;
    const done = await createRoom.run({ name: name.result });
    if (done) open({ kind: 'room', id: done.result.id });
  };
  if (!me) return null;
  return (
    <div className="kumo-chat-home">
      <div className="kumo-chat-toolbar">
        {access === 'available' && (
          <>
            <button type="button" className="kumo-button primary" onClick={() => void startWithUser()}>
              <IconMessagePlus size={16} aria-hidden /> {t('chatStartWithUser')}
            </button>
            <button type="button" className="kumo-button" onClick={() => void newRoom()}>
              <IconUsersPlus size={16} aria-hidden /> {t('chatCreateRoom')}
            </button>
          </>
        )}
        <button type="button" className="kumo-button" onClick={() => void readAll.run()}>
          <IconChecks size={16} aria-hidden /> {t('chatReadAll')}
        </button>
      </div>
      <Tabs
        tabs={[
          { key: 'conversations', label: t('chatConversations') },
          { key: 'invitations', label: t('chatInvitations') },
          { key: 'rooms', label: t('chatRooms') },
        ]}
        value={tab}
        onChange={setTab}
        label={t('chat')}
      />
      {tab === 'conversations' && <ChatHistoryList meId={me.id} onOpen={onOpen} />}
      {tab === 'invitations' && <RoomInvitations onOpen={onOpen} />}
      {tab === 'rooms' && <ChatRooms onOpen={onOpen} />}
    </div>
  );
}

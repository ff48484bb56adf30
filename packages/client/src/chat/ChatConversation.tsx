import { useState } from 'react';
import type { entities } from 'misskey-js';
import { useMe } from '@/account/index.ts';
import { t } from '@/i18n/index.ts';
import { QueryView } from '@/list/index.ts';
import { useChatChannel, useChatRoom, useUser, type ChatTarget } from '@/queries/index.ts';
import { chatSoundEvent, playSound } from '@/sound/index.ts';
import { useSettingsStore } from '@/store/index.ts';
import { Tabs } from '@/ui/index.ts';
import { ChatComposer } from './ChatComposer.tsx';
import { ChatMessages } from './ChatMessages.tsx';
import { ChatSearch } from './ChatSearch.tsx';
import { RoomMembers } from './RoomMembers.tsx';
import { RoomSettings } from './RoomSettings.tsx';
import { useChatAccess } from './use-chat-access.ts';
import './chat.css';

type Tab = 'messages' | 'search' | 'members' | 'room';

/** What a conversation's header names: the other person, or the room. */
export function useConversationTitle(target: ChatTarget): {
  title: string;
  user?: entities.UserDetailed;
  room?: entities.ChatRoom;
} {
  const user = useUser(target.kind === 'user' ? { id: target.id, username: '', host: null } : null).data;
  const room = useChatRoom(target.kind === 'room' ? target.id : null).data;
  if (user) return { title: user.name || `@${user.username}`, user };
  if (room) return { title: room.name, room };
  return { title: t('chat') };
}

/**
 * One conversation, live: messages (older ones paged), the composer, search, and for a room its
 * members and its settings. Used by the conversation pages and the deck's chat column.
 */
export function ChatConversation({ target, onLeft }: { target: ChatTarget; onLeft?: () => void }) {
  const { me } = useMe();
  const access = useChatAccess();
  const store = useSettingsStore();
  const [tab, setTab] = useState<Tab>('messages');
  const user = useUser(target.kind === 'user' ? { id: target.id, username: '', host: null } : null);
  const room = useChatRoom(target.kind === 'room' ? target.id : null);
  useChatChannel(target, me?.id, {
    onIncoming: () => playSound(chatSoundEvent(document.hidden), store),
  });
  if (!me) return null;
  const tabs = [
    { key: 'messages' as const, label: t('chatMessages') },
    { key: 'search' as const, label: t('chatSearch') },
    ...(target.kind === 'room'
      ? [
          { key: 'members' as const, label: t('chatMembers') },
          { key: 'room' as const, label: t('chatRoomSettings') },
        ]
      : []),
  ];
  const canWrite = access === 'available';
  const label = t('chatComposerLabel');
  const body = (
    <>
      <Tabs tabs={tabs} value={tab} onChange={setTab} label={t('chat')} />
      {tab === 'messages' && (
        <>
          <ChatMessages target={target} meId={me.id} peer={user.data} canWrite={canWrite} />
          {canWrite ? (
            <ChatComposer target={target} label={label} />
          ) : (
            <p className="kumo-caption kumo-chat-readonly">{t('chatReadOnly')}</p>
          )}
        </>
      )}
      {tab === 'search' && <ChatSearch target={target} meId={me.id} peer={user.data} />}
      {tab === 'members' && room.data && <RoomMembers room={room.data} meId={me.id} />}
      {tab === 'room' && room.data && <RoomSettings room={room.data} meId={me.id} onLeft={onLeft} />}
    </>
  );
  return (
    <div className="kumo-chat-conversation">
      {target.kind === 'room' ? <QueryView query={room}>{() => body}</QueryView> : body}
    </div>
  );
}

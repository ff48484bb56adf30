import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n/index.ts';
import type { ChatTarget } from '@/queries/index.ts';
import { IconButton, LoadingView } from '@/ui/index.ts';
import { ChatConversation, useConversationTitle } from './ChatConversation.tsx';
import { ChatHome } from './ChatHome.tsx';
import { useChatAccess } from './use-chat-access.ts';

function ColumnConversation({ target, onBack }: { target: ChatTarget; onBack: () => void }) {
  const { title } = useConversationTitle(target);
  return (
    <>
      <div className="kumo-chat-column-bar">
        <IconButton icon={IconArrowLeft} label={t('chatBack')} onClick={onBack} />
        <h3>{title}</h3>
      </div>
      <ChatConversation target={target} onLeft={onBack} />
    </>
  );
}

/** The deck's chat column: the conversation list, and a conversation opened in the column itself. */
export function ChatColumn() {
  const access = useChatAccess();
  const [open, setOpen] = useState<ChatTarget | null>(null);
  if (access === 'loading') return <LoadingView />;
  if (access === 'hidden') return <p className="kumo-empty">{t('chatNotOffered')}</p>;
  return (
    <div className="kumo-chat-column">
      {open ? (
        <ColumnConversation key={`${open.kind}:${open.id}`} target={open} onBack={() => setOpen(null)} />
      ) : (
        <ChatHome onOpen={setOpen} />
      )}
    </div>
  );
}

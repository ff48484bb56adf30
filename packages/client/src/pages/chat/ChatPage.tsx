import { IconMessages } from '@tabler/icons-react';
import { ChatHome, isChatHomeTab, useChatAccess } from '@/chat/index.ts';
import { t } from '@/i18n/index.ts';
import { NotFoundView } from '@/list/index.ts';
import type { PageProps } from '@/router/index.ts';
import { LoadingView, PageHeader } from '@/ui/index.ts';

/** /chat: conversations, room invitations and rooms (Misskey's /chat). */
export default function ChatPage({ query }: PageProps) {
  const access = useChatAccess();
  const tab = query.get('tab');
  if (access === 'loading') return <LoadingView />;
  if (access === 'hidden') return <NotFoundView />;
  return (
    <>
      <PageHeader title={t('chat')} icon={<IconMessages size={18} aria-hidden />} />
      <ChatHome initialTab={isChatHomeTab(tab) ? tab : undefined} />
    </>
  );
}

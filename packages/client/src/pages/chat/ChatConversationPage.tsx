import { ChatConversation, useChatAccess, useConversationTitle } from '@/chat/index.ts';
import { NotFoundView } from '@/list/index.ts';
import { navigate, type PageProps } from '@/router/index.ts';
import { LoadingView, PageHeader } from '@/ui/index.ts';
import type { ChatTarget } from '@/queries/index.ts';

/** /chat/user/:userId and /chat/room/:roomId: one conversation. */
export default function ChatConversationPage({ params }: PageProps) {
  const access = useChatAccess();
  const target: ChatTarget = params.roomId
    ? { kind: 'room', id: String(params.roomId) }
    : { kind: 'user', id: String(params.userId) };
  const { title, user } = useConversationTitle(target);
  if (access === 'loading') return <LoadingView />;
  if (access === 'hidden') return <NotFoundView />;
  return (
    <>
      <PageHeader title={title} user={user} />
      <ChatConversation
        key={`${target.kind}:${target.id}`}
        target={target}
        onLeft={() => navigate('/chat?tab=rooms')}
      />
    </>
  );
}

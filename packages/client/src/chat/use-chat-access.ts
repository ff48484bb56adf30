import { useMe, useServerFeatures } from '@/account/index.ts';
import { chatAccess, useEndpoints } from '@/queries/index.ts';

export type ChatAccessState = 'loading' | 'hidden' | 'readonly' | 'available';

/**
 * Whether chat is shown to the signed-in user, and whether they may write (see `chatAccess`);
 * 'loading' until the user and the server's endpoint list are known.
 */
export function useChatAccess(): ChatAccessState {
  const { me } = useMe();
  const endpoints = useEndpoints();
  const offered = useServerFeatures().chat;
  if (!me || !endpoints) return 'loading';
  return chatAccess(offered, me);
}

import { useMe, useServerFeatures } from '@/account/index.ts';
import { chatAccess } from '@/queries/index.ts';

/** Whether chat is shown to the signed-in user, and whether they may write (see `chatAccess`). */
export function useChatAccess(): 'hidden' | 'readonly' | 'available' {
  const { me } = useMe();
  return chatAccess(useServerFeatures().chat, me);
}

import { useEffect, useRef } from 'react';
import { useMe } from '@/account/index.ts';
import { useLocation } from '@/router/index.ts';
import { chatSoundEvent, playSound } from '@/sound/index.ts';
import { useChannelEvent } from '@/stream/index.ts';
import { useSettingsStore } from '@/store/index.ts';
import { chatMessageToast } from './chat-message-toast.ts';
import { isNotification } from './live-notification.ts';
import { clearNotificationToasts, pushNotificationToast } from './toast-queue.ts';

export const NOTIFICATIONS_PATH = '/secure/my/notifications';

/** Whether the user is looking at the notifications page (where pop-ups would repeat the list). */
export function isNotificationsPage(pathname: string): boolean {
  return pathname === NOTIFICATIONS_PATH || pathname.startsWith(`${NOTIFICATIONS_PATH}/`);
}

/**
 * Reacts to each notification the main channel brings: plays the notification sound, shows a pop-up
 * unless the notifications page is open (opening it clears the pop-ups), and while the tab is hidden
 * asks the service worker for a system notification. An antenna's new note plays its sound.
 */
export function useIncomingNotifications(): void {
  const { account } = useMe();
  const store = useSettingsStore();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
    // the list now shows everything the pop-ups did
    if (isNotificationsPage(pathname)) clearNotificationToasts();
  }, [pathname]);

  useChannelEvent(account ? 'main' : null, undefined, 'notification', (body) => {
    if (!isNotification(body)) return;
    playSound('notification', store);
    if (!isNotificationsPage(path.current)) pushNotificationToast(body);
    // the system notification's code loads when one is needed
    void import('./browser-notification.ts').then((m) => m.postBrowserNotification(body));
  });

  // spec P1 §4: a note in one of the user's antennas sounds (the side menu's antenna entry gets its dot)
  useChannelEvent(account ? 'main' : null, undefined, 'unreadAntenna', () => {
    playSound('antenna', store);
  });

  // servers with chat (Misskey 2025.4+) tell the main channel of each new message
  // (an open conversation marks what it shows read, so the server sends this only for others)
  useChannelEvent(account ? 'main' : null, undefined, 'newChatMessage', (body) => {
    playSound(chatSoundEvent(document.hidden), store);
    const toast = chatMessageToast(body);
    if (toast) pushNotificationToast(toast);
  });
}

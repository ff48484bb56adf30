import { useEffect, useState } from 'react';
import { useMeta, usePushRegistration, useRegisterPush, useUnregisterPush } from '@/queries/index.ts';
import {
  currentPushSubscription,
  pushSupported,
  subscribePush,
  unsubscribePush,
} from './push-subscription.ts';

export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/**
 * Push notifications for this device (issue 15): offered only when the server sends them (meta's
 * enableServiceWorker and swPublickey) and the browser can receive them; `on` subscribes (asking for
 * permission) and tells the server, `off` does the reverse.
 */
export function usePushNotifications() {
  const meta = useMeta();
  const serverKey = meta?.enableServiceWorker ? meta.swPublickey : null;
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [denied, setDenied] = useState(
    () => typeof Notification !== 'undefined' && Notification.permission === 'denied',
  );
  const [busy, setBusy] = useState(false);
  /** The browser's push service refused (it may be unreachable, or push off in the browser). */
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void currentPushSubscription().then((sub) => live && setEndpoint(sub?.endpoint ?? null));
    return () => {
      live = false;
    };
  }, []);
  const registration = usePushRegistration(endpoint);
  const register = useRegisterPush();
  const unregister = useUnregisterPush();

  const offered = serverKey != null && pushSupported();
  const state: PushState = !offered ? 'unsupported' : denied ? 'denied' : registration.data ? 'on' : 'off';

  const turnOn = async () => {
    if (!serverKey) return;
    setBusy(true);
    setFailed(false);
    try {
      const keys = await subscribePush(serverKey);
      if (!keys) return void setDenied(Notification.permission === 'denied');
      if (await register.run(keys)) setEndpoint(keys.endpoint);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const turnOff = async () => {
    setBusy(true);
    try {
      const gone = await unsubscribePush();
      if (gone) await unregister.run(gone);
      setEndpoint(null);
    } finally {
      setBusy(false);
    }
  };
  return { state, failed, busy: busy || registration.isFetching, turnOn, turnOff };
}

import { useEffect } from 'react';
import { t } from '@/i18n/index.ts';
import { useSettingsStore } from '@/store/index.ts';
import { useStream } from '@/stream/index.ts';
import { confirmDialog } from '@/ui/index.ts';
import { disconnectAction } from './disconnect-rules.ts';

/**
 * Spec P1 §4 connection lost: reload, ask (one dialog at a time; reload unless canceled), or stay quiet,
 * as serverDisconnectedBehavior says.
 */
export function ConnectionWatcher() {
  const stream = useStream();
  const store = useSettingsStore();
  useEffect(() => {
    if (!stream) return;
    let asking = false;
    return stream.events.on('disconnected', () => {
      const action = disconnectAction(store.get('serverDisconnectedBehavior'), asking);
      if (action === 'reload') location.reload();
      if (action !== 'ask') return;
      asking = true;
      void confirmDialog(t('disconnectedFromServer'), t('reloadConfirm')).then((ok) => {
        asking = false;
        if (ok) location.reload();
      });
    });
  }, [stream, store]);
  return null;
}

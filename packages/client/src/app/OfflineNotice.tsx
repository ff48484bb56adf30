import { IconCloudOff } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { useServerReachable } from '@/queries/index.ts';

/**
 * Says plainly when the server cannot be reached (the app itself may have started from the service
 * worker's cache), with a way to try again.
 */
export function OfflineNotice() {
  const reachable = useServerReachable();
  if (reachable) return null;
  return (
    <div className="kumo-offline-notice" role="alert">
      <IconCloudOff size={20} aria-hidden />
      <span>{t('serverUnreachable')}</span>
      <button type="button" className="kumo-button primary" onClick={() => location.reload()}>
        {t('retry')}
      </button>
    </div>
  );
}

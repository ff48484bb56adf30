import { IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef } from 'react';
import { t } from '@/i18n/index.ts';
import { useLocation } from '@/router/index.ts';
import { IconButton, openModal } from '@/ui/index.ts';
import { WidgetArea } from './WidgetArea.tsx';

/**
 * The widgets in a drawer along the right edge, for windows without the side bar: the same list and
 * edit mode. A modal dialog: the focus stays inside and goes back to the button on close; Escape, the
 * close button, a click on the scrim or following a link closes it.
 */
export function WidgetDrawer({ close }: { close: () => void }) {
  const titleId = useId();
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) close();
  }, [pathname, close]);
  return (
    <div className="kumo-widget-drawer" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <header className="kumo-widget-drawer-header">
        <h2 id={titleId}>{t('widgetsSide')}</h2>
        <IconButton label={t('close')} icon={IconX} onClick={close} />
      </header>
      <div className="kumo-widget-drawer-body">
        <WidgetArea />
      </div>
    </div>
  );
}

/** Opens the widgets drawer; resolves when it closes. */
export function openWidgetDrawer(): Promise<void | undefined> {
  return openModal<void>(({ close }) => <WidgetDrawer close={() => close()} />, { presentation: 'side' });
}

import { IconAppWindow, IconExternalLink, IconLink, IconMaximize } from '@tabler/icons-react';
import { t } from '@/i18n/index.ts';
import { copyToClipboard, openContextMenu, openWindow } from '@/ui/index.ts';
import { navigate } from './history.ts';

/** Shows the page at `path` in a movable window (spec P1 §2, P2 §4); its code loads on first use. */
export async function openPageWindow(path: string): Promise<void> {
  const { PageWindow } = await import('./PageWindow.tsx');
  openWindow({
    title: path,
    initialHeight: Math.min(600, Math.round(window.innerHeight * 0.7)),
    render: ({ close }) => <PageWindow initialPath={path} onClose={close} />,
  });
}

/**
 * Spec P1 §2: the menu of an in-app link (right-click, or a long tap, which browsers report as a
 * context menu): show it in a window or in the page, open it in a new tab, copy its address.
 */
export function openLinkMenu(
  path: string,
  event: { clientX: number; clientY: number; preventDefault?: () => void },
): void {
  const url = new URL(path, location.origin).href;
  void openContextMenu(
    [
      {
        type: 'button',
        text: t('linkShowInWindow'),
        icon: <IconAppWindow size={18} aria-hidden />,
        action: () => void openPageWindow(path),
      },
      {
        type: 'button',
        text: t('linkShowInPage'),
        icon: <IconMaximize size={18} aria-hidden />,
        action: () => navigate(path),
      },
      {
        type: 'button',
        text: t('linkOpenInNewTab'),
        icon: <IconExternalLink size={18} aria-hidden />,
        action: () => void window.open(url, '_blank', 'noopener'),
      },
      {
        type: 'button',
        text: t('linkCopy'),
        icon: <IconLink size={18} aria-hidden />,
        action: () => void copyToClipboard(url),
      },
    ],
    event,
    { label: t('linkMenu') },
  );
}

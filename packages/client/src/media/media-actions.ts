import type { entities } from 'misskey-js';
import { IconDownload, IconExternalLink, IconEyeOff, IconLink } from '@tabler/icons-react';
import { createElement } from 'react';
import { t } from '@/i18n/index.ts';
import { toast, type MenuItem } from '@/ui/index.ts';

/** Saves a file under its own name (a cross-origin file opens in a new tab instead, as browsers decide). */
export function downloadFile(file: Pick<entities.DriveFile, 'url' | 'name'>): void {
  const a = document.createElement('a');
  a.href = file.url;
  a.download = file.name;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

export async function copyFileLink(file: Pick<entities.DriveFile, 'url'>): Promise<void> {
  try {
    await navigator.clipboard.writeText(file.url);
    toast(t('mediaLinkCopied'));
  } catch (err) {
    console.warn('media: could not copy the link', err);
    toast(t('mediaCopyFailed'));
  }
}

const icon = (Icon: typeof IconEyeOff) => createElement(Icon, { size: 18, 'aria-hidden': true });

/** The menu of a shown file (spec P2 §4: it can be hidden again), plus open, copy and download. */
export function mediaMenuItems(file: Pick<entities.DriveFile, 'url' | 'name'>, hide: () => void): MenuItem[] {
  return [
    { type: 'button', text: t('mediaHide'), icon: icon(IconEyeOff), action: hide },
    {
      type: 'link',
      text: t('mediaOpenOriginal'),
      icon: icon(IconExternalLink),
      href: file.url,
      external: true,
    },
    { type: 'button', text: t('mediaCopyLink'), icon: icon(IconLink), action: () => void copyFileLink(file) },
    { type: 'button', text: t('mediaDownload'), icon: icon(IconDownload), action: () => downloadFile(file) },
  ];
}

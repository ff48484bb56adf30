import { t } from '@/i18n/index.ts';
import { toast } from './toast/toast-store.ts';

/** Puts text on the clipboard and says so in a toast (or that it could not). */
export async function copyToClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast(t('copiedToClipboard'));
  } catch {
    toast(t('copyFailed'));
  }
}

/** Copies a link (a file's, a note's) and says so, or that it could not. */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast(t('mediaLinkCopied'));
  } catch (err) {
    console.warn('could not copy the link', err);
    toast(t('mediaCopyFailed'));
  }
}

/** Whether the system share sheet exists here (phones, some desktops); otherwise sharing copies the link. */
export const canShareNatively = (): boolean => typeof navigator.share === 'function';

/** Shares a link through the system share sheet, or copies it where there is none. */
export function shareLink(title: string, url: string): void {
  if (canShareNatively()) void navigator.share({ title, url }).catch(() => undefined);
  else void copyToClipboard(url);
}

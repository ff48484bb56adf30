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

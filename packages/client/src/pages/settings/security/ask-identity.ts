import { t } from '@/i18n/index.ts';
import { inputText } from '@/ui/index.ts';

/**
 * What Misskey asks before a change to two-factor authentication: the password, and with
 * two-factor on, a current code (or a backup code). Null when the user cancels.
 */
export async function askIdentity(
  twoFactorOn: boolean,
): Promise<{ password: string; token?: string } | null> {
  const password = await inputText({ title: t('securityEnterPasswordFor2fa'), type: 'password' });
  if (password.canceled) return null;
  if (!twoFactorOn) return { password: password.result };
  const code = await inputText({ title: t('securityEnterCode') });
  if (code.canceled) return null;
  return { password: password.result, token: code.result.trim() };
}

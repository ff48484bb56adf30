import type { StoredAccount } from '@/account/index.ts';

/**
 * Spec P1 §2: the account menu (account-menu.tsx). Its code, with the other accounts' list and the
 * ways to add one, loads when the menu is first opened.
 */
export async function openAccountMenu(current: StoredAccount, anchor: HTMLElement): Promise<void> {
  const { openAccountMenu: open } = await import('./account-menu.tsx');
  return open(current, anchor);
}

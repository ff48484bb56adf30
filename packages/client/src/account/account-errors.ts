import type { LocaleKey } from '@/i18n/index.ts';

/** Spec P1 §8: the error ids a Misskey server answers `i` with when the account cannot be used. */
export const ACCOUNT_SUSPENDED_ID = 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370';
export const ACCOUNT_DELETED_ID = 'e5b3b9f0-2b8f-4b9f-9c1f-8c5c1b2e1b1a';
export const TOKEN_REVOKED_ID = 'b0a7f5f8-dc2f-4171-b91f-de88ad238e14';

export type AccountProblem = 'suspended' | 'deleted' | 'revoked' | 'other';

export function classifyAccountError(errorId: string | undefined): AccountProblem {
  if (errorId === ACCOUNT_SUSPENDED_ID) return 'suspended';
  if (errorId === ACCOUNT_DELETED_ID) return 'deleted';
  if (errorId === TOKEN_REVOKED_ID) return 'revoked';
  return 'other';
}

/** The dialog texts of spec P1 §8 for each problem ('other' shows the error itself as text). */
export function accountProblemTexts(problem: AccountProblem): { title: LocaleKey; text: LocaleKey | null } {
  switch (problem) {
    case 'suspended':
      return { title: 'yourAccountSuspendedTitle', text: 'yourAccountSuspendedDescription' };
    case 'deleted':
      return { title: 'accountDeleted', text: 'accountDeletedDescription' };
    case 'revoked':
      return { title: 'tokenRevoked', text: 'tokenRevokedDescription' };
    default:
      return { title: 'failedToFetchAccountInformation', text: null };
  }
}

/** Spec P1 §8: the dialog shows only for the current account or a forced switch. */
export function shouldShowAccountDialog(opts: {
  accountId: string;
  currentId: string | null;
  forced: boolean;
}): boolean {
  return opts.forced || opts.accountId === opts.currentId;
}

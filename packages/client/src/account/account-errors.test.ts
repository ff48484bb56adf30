import { expect, test } from 'vitest';
import {
  accountProblemTexts,
  ACCOUNT_DELETED_ID,
  ACCOUNT_SUSPENDED_ID,
  classifyAccountError,
  shouldShowAccountDialog,
  TOKEN_REVOKED_ID,
} from './account-errors.ts';

test('the account errors of the spec are told apart by their id', () => {
  expect(classifyAccountError(ACCOUNT_SUSPENDED_ID)).toBe('suspended');
  expect(classifyAccountError(ACCOUNT_DELETED_ID)).toBe('deleted');
  expect(classifyAccountError(TOKEN_REVOKED_ID)).toBe('revoked');
  expect(classifyAccountError('something-else')).toBe('other');
  expect(classifyAccountError(undefined)).toBe('other');
});

test('each problem has its dialog texts; any other error shows itself', () => {
  expect(accountProblemTexts('suspended')).toEqual({
    title: 'yourAccountSuspendedTitle',
    text: 'yourAccountSuspendedDescription',
  });
  expect(accountProblemTexts('deleted')).toEqual({
    title: 'accountDeleted',
    text: 'accountDeletedDescription',
  });
  expect(accountProblemTexts('revoked')).toEqual({ title: 'tokenRevoked', text: 'tokenRevokedDescription' });
  expect(accountProblemTexts('other')).toEqual({ title: 'failedToFetchAccountInformation', text: null });
});

test('the dialog shows only for the current account or a forced switch', () => {
  expect(shouldShowAccountDialog({ accountId: 'a', currentId: 'a', forced: false })).toBe(true);
  expect(shouldShowAccountDialog({ accountId: 'b', currentId: 'a', forced: false })).toBe(false);
  expect(shouldShowAccountDialog({ accountId: 'b', currentId: 'a', forced: true })).toBe(true);
});

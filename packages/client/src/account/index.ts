export { currentAccount, signinWithToken, signout, TOKEN_COOKIE_MAX_AGE_S } from './session.ts';
export { readAccount, readAccountList, writeAccount, removeAccount } from './account-storage.ts';
export type { StoredAccount, AccountListEntry } from './account-storage.ts';
export { useMe, MeProvider, MainChannel, meQueryKey } from './me.tsx';

export {
  currentAccount,
  signinWithToken,
  signout,
  removeAccount,
  addAccount,
  switchAccount,
  refreshAccount,
  applyLoginIdParam,
  toStoredAccount,
  TOKEN_COOKIE_MAX_AGE_S,
} from './session.ts';
export { readAccount, writeAccount, clearAccount, isModeratorOrAdmin } from './account-storage.ts';
export type { StoredAccount, AccountListEntry } from './account-storage.ts';
export { getAccountList, addAccountEntry, removeAccountEntry } from './account-list.ts';
export { useMe, MeProvider, MainChannel, meQueryKey, meQueryOptions } from './me.tsx';
export { classifyAccountError, accountProblemTexts, shouldShowAccountDialog } from './account-errors.ts';
export { SigninForm } from './forms/SigninForm.tsx';
export { openAddAccount } from './add-account.tsx';
export { openSigninDialog } from './open-signin-dialog.ts';
export { SignupForm } from './forms/SignupForm.tsx';
export { useServerFeatures } from './use-server-features.ts';
export {
  serverOrigin,
  checkServer,
  startRemoteSignin,
  finishRemoteSignin,
  miauthUrl,
} from './remote-signin.ts';
export { RemoteSigninForm } from './forms/RemoteSigninForm.tsx';
export { accountHost } from './account-host.ts';
export { createKey, signWithKey, webAuthnSupported } from './webauthn.ts';
export { AccountScope, AccountScopeOwner, sameServerAccounts } from './account-scope.tsx';

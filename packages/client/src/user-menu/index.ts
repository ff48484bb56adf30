export { UserMenuButton } from './UserMenuButton.tsx';
export { userMenuItems, authorMenuItems, runUserAction, openUserMenu, fullUserMenu } from './user-menu.tsx';
export { fullAcct } from './user-menu-more.tsx';
export { muteExpiresAt, relationAfterAction, userActions, MUTE_DURATIONS } from './user-menu-rules.ts';

export { UserMenuButton } from './UserMenuButton.tsx';
export { userMenuItems, runUserAction, openUserMenu } from './user-menu.tsx';
export { muteExpiresAt, relationAfterAction, userActions, MUTE_DURATIONS } from './user-menu-rules.ts';

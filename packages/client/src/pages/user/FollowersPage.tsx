export { FollowersPage as default } from './UserListPage.tsx';

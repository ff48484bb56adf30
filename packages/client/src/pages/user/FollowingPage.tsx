export { FollowingPage as default } from './UserListPage.tsx';

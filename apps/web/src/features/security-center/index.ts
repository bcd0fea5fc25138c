export { SecurityCenterPage } from './SecurityCenterPage';
export { MemberAvatar } from './AvatarSection';
export { useAvatar } from './avatar';

// Lazily loaded (its own chunk): the member centre imports the loader, never the page.
export const loadSecurityCenterPage = () => import('./SecurityCenterPage').then((m) => m.SecurityCenterPage);
export { MemberAvatar } from './MemberAvatar';
export { useAvatar } from './avatar';

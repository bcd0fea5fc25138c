// Lazily loaded (its own chunk): the member centre imports the loader, never the page.
export const loadSecurityCenterPage = () => import('./SecurityCenterPage').then((m) => m.SecurityCenterPage);
export { MemberAvatar } from './MemberAvatar';
export { useAvatar } from './avatar';
export { RealityCheck } from './RealityCheck';
export { RG_SECTION_ID } from './rgSection';
export { useRgBlocked } from './rgBlock';

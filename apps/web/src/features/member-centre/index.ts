export { MemberCentre, prefetchMemberCentre } from './MemberCentre';
export { CountBadge } from './CountBadge';
export { defineMemberCentrePages, type MemberCentrePageName, type MemberCentrePageProps } from './pages';
export { useOpenMemberCentre } from './hooks';

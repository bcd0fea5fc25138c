export { MemberCentre, prefetchMemberCentre } from './MemberCentre';
export { CountBadge } from './CountBadge';
export {
  defineMemberCentrePages,
  MEMBER_CENTRE_PAGES,
  DEFAULT_MEMBER_CENTRE_PAGE,
  isMemberCentrePage,
  type MemberCentrePageName,
  type MemberCentrePageProps,
  type MemberCentrePageDefinition,
  type MemberCentrePages,
} from './pages';
export { useOpenMemberCentre, useMemberCentreEntries } from './hooks';
export { useMemberCentreParam, MEMBER_CENTRE_PARAM } from './url';

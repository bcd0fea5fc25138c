export { MemberCentre, prefetchMemberCentre } from './MemberCentre';
export { CountBadge } from './CountBadge';
export {
  registerMemberCentrePage,
  MEMBER_CENTRE_PAGES,
  DEFAULT_MEMBER_CENTRE_PAGE,
  isMemberCentrePage,
  type MemberCentrePageName,
  type MemberCentrePageProps,
  type MemberCentrePageDefinition,
} from './registry';
export { useOpenMemberCentre, useMemberCentreEntries } from './hooks';
export { useMemberCentreParam, MEMBER_CENTRE_PARAM } from './url';

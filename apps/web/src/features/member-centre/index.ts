export { MemberCentre, CountBadge, useMemberCentreEntries } from './MemberCentre';
export {
  registerMemberCentrePage,
  MEMBER_CENTRE_PAGES,
  DEFAULT_MEMBER_CENTRE_PAGE,
  isMemberCentrePage,
  type MemberCentrePageName,
  type MemberCentrePageProps,
  type MemberCentrePageDefinition,
} from './registry';
export { useOpenMemberCentre } from './hooks';
export { useMemberCentreParam, MEMBER_CENTRE_PARAM } from './url';

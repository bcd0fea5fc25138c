export { SessionBootstrap } from './SessionBootstrap';
export { useSession, useLogout, dropMemberData } from './hooks';
export { useMemberInfo, memberKeys } from './queries';
export { establishSession, reloadSessionInfo, storeLoginInfo, onSessionExpired } from './store';
export { logoutCall } from './api';

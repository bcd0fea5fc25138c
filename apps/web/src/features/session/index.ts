export { SessionBootstrap } from './SessionBootstrap';
export { useSession, useMemberInfo, useLogout, memberKeys, dropMemberData } from './hooks';
export { establishSession, reloadSessionInfo, storeLoginInfo, onSessionExpired } from './store';
export { logoutCall } from './api';

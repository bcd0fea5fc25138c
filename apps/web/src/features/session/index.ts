export { SessionBootstrap } from './SessionBootstrap';
export { useSession, useLogout } from './hooks';
export { useMemberInfo, memberKeys } from './queries';
export { establishSession, reloadSessionInfo, onSessionExpired } from './store';
export { logoutCall } from './api';

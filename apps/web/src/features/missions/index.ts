// The missions feature's public face: the member centre's badge (first load, its answer checked through a
// schema picker) and the missionLeaderboard page, a chunk of its own.
export { MissionBadge } from './MissionBadge';
export const loadMissionLeaderboardPage = () =>
  import('./MissionLeaderboardPage').then((m) => m.MissionLeaderboardPage);

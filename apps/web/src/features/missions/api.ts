import { MISSION_PATHS } from '@lotus/contracts';
import { apiValue } from '@/lib/api';

// Schemas are named as pickers: the member centre's badge is in the first load, which carries no zod.

export const fetchMissionSummary = () => apiValue(MISSION_PATHS.summary, { schema: (c) => c.missionSummarySchema });

export const fetchMissionLeaderboard = () =>
  apiValue(MISSION_PATHS.leaderboard, { schema: (c) => c.missionLeaderboardSchema });

export const claimMission = (missionId: number) =>
  apiValue(MISSION_PATHS.claim, { method: 'POST', body: { missionId }, schema: (c) => c.missionClaimSchema });

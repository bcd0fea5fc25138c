import {
  AGENT_REPORT_PATHS,
  type GameCategory,
  type TeamBetting,
  type UserProfit,
  type UserProfitSort,
} from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiValue } from '@/lib/api';
import { downloadCsv } from '@/lib/download';
import type { DayPreset } from '@/components/DayPresets';

/** Team betting's filters (SPEC §2 page 5): the period, a category, a vendor and a downline. */
export interface TeamBettingFilter {
  days: DayPreset;
  gameType: GameCategory | '';
  vassalage: string;
  username: string;
}

/** User profit and loss's filters (page 6): the period, a downline, the sort. */
export interface UserProfitFilter {
  days: DayPreset;
  username: string;
  sort: UserProfitSort;
  order: 'asc' | 'desc';
}

const teamBettingParams = (f: TeamBettingFilter) => ({
  datePreset: `${f.days}D`,
  gameType: f.gameType || undefined,
  vassalage: f.vassalage || undefined,
  username: f.username.trim() || undefined,
});

const userProfitParams = (f: UserProfitFilter) => ({
  datePreset: `${f.days}D`,
  username: f.username.trim() || undefined,
  sort: f.sort,
  order: f.order,
});

/** Every query of the agent's reports: dropped with the agent's session. */
const keys = { all: ['agentReports'] as const };

/** One page of team betting; the last page stays shown while the next loads. */
export const teamBettingQuery = (token: string, f: TeamBettingFilter, page: number) =>
  queryOptions({
    queryKey: [...keys.all, 'teamBetting', token, f, page],
    queryFn: () =>
      apiValue<TeamBetting>(AGENT_REPORT_PATHS.teamBetting, {
        token,
        query: { ...teamBettingParams(f), pageNo: page },
        schema: (c) => c.teamBettingSchema,
      }),
    placeholderData: (prev) => prev,
  });

/** One page of user profit and loss; the last page stays shown while the next loads. */
export const userProfitQuery = (token: string, f: UserProfitFilter, page: number) =>
  queryOptions({
    queryKey: [...keys.all, 'userProfit', token, f, page],
    queryFn: () =>
      apiValue<UserProfit>(AGENT_REPORT_PATHS.userProfit, {
        token,
        query: { ...userProfitParams(f), pageNo: page },
        schema: (c) => c.userProfitSchema,
      }),
    placeholderData: (prev) => prev,
  });

export const downloadTeamBetting = (token: string, f: TeamBettingFilter) =>
  downloadCsv(AGENT_REPORT_PATHS.teamBetting, teamBettingParams(f), token);

export const downloadUserProfit = (token: string, f: UserProfitFilter) =>
  downloadCsv(AGENT_REPORT_PATHS.userProfit, userProfitParams(f), token);

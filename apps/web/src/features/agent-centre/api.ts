import {
  ACCOUNT_PATHS,
  AGENT_PATHS,
  MONEY_PATHS,
  type AgentLinks,
  type AgentOverview,
  type AgentRegisterBody,
  type AgentRegisterResult,
  type AnnouncementPage,
  type TeamMemberDetail,
  type TeamMembersPage,
} from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiValue } from '@/lib/api';

/** Every query of the agent's own pages: keyed by the agent's token, so another agent never sees them. */
export const agentKeys = { all: ['agentCentre'] as const };

const at = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(params[k])));

export const noticesQuery = (token: string, pageNo: number) =>
  queryOptions({
    queryKey: [...agentKeys.all, token, 'notices', pageNo],
    queryFn: () =>
      apiValue<AnnouncementPage>(AGENT_PATHS.notices, {
        token,
        query: { pageNo },
        schema: (c) => c.announcementPageSchema,
      }),
    placeholderData: (prev) => prev,
  });

export const overviewQuery = (token: string) =>
  queryOptions({
    queryKey: [...agentKeys.all, token, 'overview'],
    queryFn: () => apiValue<AgentOverview>(AGENT_PATHS.overview, { token, schema: (c) => c.agentOverviewSchema }),
  });

export const linksQuery = (token: string) =>
  queryOptions({
    queryKey: [...agentKeys.all, token, 'links'],
    queryFn: () => apiValue<AgentLinks>(AGENT_PATHS.links, { token, schema: (c) => c.agentLinksSchema }),
    staleTime: Infinity,
  });

export const registerDownline = (token: string, body: AgentRegisterBody) =>
  apiValue<AgentRegisterResult>(AGENT_PATHS.register, {
    method: 'POST',
    token,
    body,
    schema: (c) => c.agentRegisterResultSchema,
  });

/** Team management's query (`teamMembersQuerySchema`): filters left out are undefined. */
export interface TeamQuery {
  username?: string;
  level?: number;
  type?: 'member' | 'agent';
  status?: 'active' | 'locked' | 'disabled';
  lastLogin?: '1d' | '7d' | '30d' | 'over30d' | 'never';
  /** Major units as typed ("1000.50"); the server reads them into minor units. */
  minBalance?: string;
  maxBalance?: string;
  sort: 'newest' | 'balance' | 'lastLogin' | 'username';
  pageNo: number;
  pageSize: number;
}

export const teamQuery = (token: string, q: TeamQuery) =>
  queryOptions({
    queryKey: [...agentKeys.all, token, 'team', q],
    queryFn: () =>
      apiValue<TeamMembersPage>(AGENT_PATHS.members, {
        token,
        query: { ...q },
        schema: (c) => c.teamMembersPageSchema,
      }),
    placeholderData: (prev) => prev,
  });

export const teamMemberQuery = (token: string, memberId: number, preset: '7' | '30') =>
  queryOptions({
    queryKey: [...agentKeys.all, token, 'teamMember', memberId, preset],
    queryFn: () =>
      apiValue<TeamMemberDetail>(at(AGENT_PATHS.member, { memberId }), {
        token,
        query: { preset },
        schema: (c) => c.teamMemberDetailSchema,
      }),
  });

/** transferDownline (modules/transfers) with the agent's session: to a direct downline. */
export const transferToDownline = (
  token: string,
  body: { username: string; amount: string; paymentPassword: string; clientRequestId: string },
) => apiValue(MONEY_PATHS.transferDownline, { method: 'POST', token, body, schema: (c) => c.memberTransferSchema });

/** Sets the agent's first payment password (the member's call, with the agent's session): transfers need it. */
export const setPaymentPassword = (
  token: string,
  body: { loginPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
) => apiValue(ACCOUNT_PATHS.paymentPassword, { method: 'POST', token, body, schema: (c) => c.doneSchema });

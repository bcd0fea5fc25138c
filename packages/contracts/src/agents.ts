import { z } from 'zod';
import { idParam } from './input';
import { isAgentSchema } from './accounts';
import { NOTICE_PAGE_SIZE } from './constants';
import { amountQueryParam } from './games';
import { moneySchema } from './money';
import { pageNoParam, pageOf, pageQuerySchema, pageSizeParam } from './paging';

/**
 * The agent centre (issue 14, SPEC §2 and §6): its pages, the team calls (the hierarchy, the team
 * overview, the register centre, team management, the agent's own records). Every call needs an
 * agent's session (isAgent 1, 2, 41, 42) and sees the agent's own subtree only; a member outside it
 * is `404 not_in_team`. Amounts are numbers with two decimals (minor units inside the server).
 * docs/API.md "Agent centre" describes every call.
 */

/** The agent centre's entries in menu order (SPEC §2); agentTeamOverview is the default. */
export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentRegisterCentre',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentUserProfitLoss',
  'agentMyIncome',
  'agentTransactionDetails',
  'agentDividendRecord',
  'agentDailyWages',
  'agentHourlySalary',
  'agentRealTimeSalary',
] as const;
export type AgentCentrePageName = (typeof AGENT_CENTRE_PAGES)[number];

export const AGENT_PATHS = {
  /** Agent notices (announcements of type A), newest first. */
  notices: '/wps/agent/notices',
  /** Team size and figures of today, yesterday, this and last month, with the last 30 days. */
  overview: '/wps/agent/team/overview',
  /** The agent's affiliate code and registration link. */
  links: '/wps/agent/register/links',
  /** Registers a member or a sub-agent directly under the agent. */
  register: '/wps/agent/register',
  /** The team (downlines at any depth), searched and filtered. */
  members: '/wps/agent/team/members',
  /** One downline's figures over a period. */
  member: '/wps/agent/team/members/:memberId',
  /** The agent's own account records (the member's transactionHistory, for the agent's session). */
  transactions: '/wps/agent/transactions',
} as const;

/** Money of the answers: minor units on the wire, a bigint in code (decision 0021). */
const money = moneySchema;

/** Agent notices: pages of the announcements of type A (the answer is the notices' announcementPageSchema). */
export const agentNoticesQuerySchema = pageQuerySchema(NOTICE_PAGE_SIZE, 50);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');

// ── team overview ─────────────────────────────────────────────────────────────────────────────

export const AGENT_OVERVIEW_PERIODS = ['today', 'yesterday', 'thisMonth', 'lastMonth'] as const;
export type AgentOverviewPeriod = (typeof AGENT_OVERVIEW_PERIODS)[number];

/** A team's figures over a period (local days of the brand, `to` included). */
export const teamFiguresSchema = z.object({
  from: day,
  to: day,
  /** Accounts that joined the team in the period. */
  newMembers: z.number().int(),
  /** Team members with at least one bet in the period. */
  activeMembers: z.number().int(),
  deposits: money,
  withdrawals: money,
  validBet: money,
  /** The team's result: payouts minus stakes (negative when the team lost). */
  profitLoss: money,
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const teamDaySchema = z.object({
  day,
  newMembers: z.number().int(),
  validBet: money,
  profitLoss: money,
});

export const agentOverviewSchema = z.object({
  account: z.string(),
  currency: z.string(),
  timeZone: z.string(),
  /** Downlines at any depth. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  /** Agents in the team. */
  agentCount: z.number().int(),
  periods: z.object({
    today: teamFiguresSchema,
    yesterday: teamFiguresSchema,
    thisMonth: teamFiguresSchema,
    lastMonth: teamFiguresSchema,
  }),
  /** The last 30 local days, oldest first (every day present). */
  days: z.array(teamDaySchema),
});
export type AgentOverview = z.infer<typeof agentOverviewSchema>;

// ── register centre ──────────────────────────────────────────────────────────────────────────

export const agentLinksSchema = z.object({
  affiliateCode: z.string(),
  /** The site's registration page with the code (`/register?affiliateCode=`). */
  registerUrl: z.string(),
});
export type AgentLinks = z.infer<typeof agentLinksSchema>;

export const AGENT_REGISTER_KINDS = ['member', 'agent'] as const;
export const agentRegisterBodySchema = z
  .object({
    kind: z.enum(AGENT_REGISTER_KINDS),
    /** Checked against the brand's username rule, like a registration. */
    username: z.string().trim().min(1).max(64),
    /** Checked against the brand's password rule. */
    password: z.string().min(1).max(128),
    confirmPassword: z.string().max(128),
    nickname: z.string().trim().max(32).optional(),
  })
  .refine((b) => b.password === b.confirmPassword, { path: ['confirmPassword'], message: 'passwords differ' });
export type AgentRegisterBody = z.input<typeof agentRegisterBodySchema>;

export const agentRegisterResultSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAgent: isAgentSchema,
  /** A new sub-agent's own affiliate code; null for a member. */
  affiliateCode: z.string().nullable(),
});
export type AgentRegisterResult = z.infer<typeof agentRegisterResultSchema>;

// ── team management ──────────────────────────────────────────────────────────────────────────

export const TEAM_MEMBER_STATUSES = ['active', 'locked', 'disabled'] as const;
/** Last sign-in: within 1, 7 or 30 days, longer ago than 30 days, or never. */
export const TEAM_LAST_LOGIN = ['1d', '7d', '30d', 'over30d', 'never'] as const;
export const TEAM_SORTS = ['newest', 'balance', 'lastLogin', 'username'] as const;

const optionalAmount = amountQueryParam.optional();

export const teamMembersQuerySchema = z.object({
  /** Part of the username (case-insensitive). */
  username: z.string().trim().max(64).optional(),
  /** Depth below the agent: 1 for direct downlines; all depths when left out. */
  level: z.coerce.number().int().min(1).max(64).optional(),
  type: z.enum(['member', 'agent']).optional(),
  status: z.enum(TEAM_MEMBER_STATUSES).optional(),
  lastLogin: z.enum(TEAM_LAST_LOGIN).optional(),
  /** Main-wallet balance bounds (inclusive), typed in major units; the request receives minor units. */
  minBalance: optionalAmount,
  maxBalance: optionalAmount,
  sort: z.enum(TEAM_SORTS).default('newest'),
  pageNo: pageNoParam(),
  pageSize: pageSizeParam(20, 100),
});

export const teamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  isAgent: isAgentSchema,
  /** 1 for a direct downline. */
  level: z.number().int(),
  /** The account's upline (the agent itself for a direct downline). */
  upline: z.string().nullable(),
  status: z.enum(TEAM_MEMBER_STATUSES),
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  balance: money,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMembersPageSchema = pageOf(teamMemberSchema);
export type TeamMembersPage = z.infer<typeof teamMembersPageSchema>;

export const teamMemberParamsSchema = z.object({ memberId: idParam });
/** A downline's period: the last 7 or 30 days (`preset`, default 30), or `from`–`to` (which win when given). */
export const teamMemberFiguresQuerySchema = z.object({
  preset: z.enum(['7', '30']).optional(),
  from: day.optional(),
  to: day.optional(),
});

export const teamMemberDetailSchema = z.object({
  member: teamMemberSchema,
  /** Downlines of the account (at any depth); 0 for a member. */
  teamSize: z.number().int(),
  /** The account's own figures over the period (default the last 30 days). */
  own: teamFiguresSchema,
  /** Its whole team's figures (itself left out) over the same period; null for an account without downlines. */
  team: teamFiguresSchema.nullable(),
});
export type TeamMemberDetail = z.infer<typeof teamMemberDetailSchema>;

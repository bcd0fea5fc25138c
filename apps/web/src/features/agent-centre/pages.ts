import { AGENT_CENTRE_PAGES, type AgentCentrePageName, type FeatureFlag } from '@lotus/contracts';
import { lazyComponent, type PreloadableComponent } from '@/lib/lazy';

/** The agent centre's entries (SPEC §2), in menu order; agentTeamOverview is the default. */
export { AGENT_CENTRE_PAGES };
export type { AgentCentrePageName };
export const DEFAULT_AGENT_PAGE: AgentCentrePageName = 'agentTeamOverview';

/** Entries shown only while the brand's feature is on (SPEC §2, §6). */
export const AGENT_PAGE_FLAGS: Partial<Record<AgentCentrePageName, FeatureFlag>> = {
  agentDividendRecord: 'dividend',
  agentDailyWages: 'dailySalary',
  agentHourlySalary: 'hourlySalary',
  agentRealTimeSalary: 'realtimeSalary',
};

export const isAgentCentrePage = (v: unknown): v is AgentCentrePageName =>
  typeof v === 'string' && (AGENT_CENTRE_PAGES as readonly string[]).includes(v);

/** What every page of the agent centre is given. */
export interface AgentPageProps {
  page: AgentCentrePageName;
  /** The agent's own session token: every agent call sends it (`apiValue(path, { token })`). */
  token: string;
  /** The agent's username. */
  account: string;
  /** The agent's type (1, 2, 41, 42). */
  isAgent: number;
  /** Opens another page; `member` names a downline for it (a contract to offer, the team's filter). */
  go: (page: AgentCentrePageName, options?: { member?: string }) => void;
  /** The downline the page was opened for (`?acm=`), or null. */
  member: string | null;
}

/**
 * The page registry: each entry's component, lazily loaded (a chunk of its own). Other parts of the
 * agent centre add their line here (reports/…, contracts/…); an entry without a page shows an empty state.
 */
export const AGENT_PAGES: Partial<Record<AgentCentrePageName, PreloadableComponent<AgentPageProps>>> = {
  agentAnnouncement: lazyComponent(() => import('./AnnouncementPage').then((m) => m.AnnouncementPage)),
  agentTeamOverview: lazyComponent(() => import('./TeamOverviewPage').then((m) => m.TeamOverviewPage)),
  agentRegisterCentre: lazyComponent(() => import('./RegisterCentrePage').then((m) => m.RegisterCentrePage)),
  agentTeamManagement: lazyComponent(() => import('./TeamManagementPage').then((m) => m.TeamManagementPage)),
  agentTeamBetting: lazyComponent(() => import('./reports/TeamBettingPage').then((m) => m.TeamBettingPage)),
  agentUserProfitLoss: lazyComponent(() => import('./reports/UserProfitPage').then((m) => m.UserProfitPage)),
  agentMyIncome: lazyComponent(() => import('./contracts/MyIncomePage').then((m) => m.MyIncomePage)),
  agentTransactionDetails: lazyComponent(() =>
    import('./TransactionDetailsPage').then((m) => m.TransactionDetailsPage),
  ),
  agentDividendRecord: lazyComponent(() => import('./contracts/ContractPage').then((m) => m.DividendRecordPage)),
  agentDailyWages: lazyComponent(() => import('./contracts/ContractPage').then((m) => m.DailyWagesPage)),
  agentHourlySalary: lazyComponent(() => import('./contracts/ContractPage').then((m) => m.HourlySalaryPage)),
  agentRealTimeSalary: lazyComponent(() => import('./contracts/ContractPage').then((m) => m.RealTimeSalaryPage)),
};

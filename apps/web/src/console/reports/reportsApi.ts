import {
  BUSINESS_REPORT_PATHS,
  OPS_REPORT_PATHS,
  SIGNIFICANT_EVENT_PATHS,
  agentDetailSchema,
  agentListSchema,
  agentMoveResultSchema,
  dashboardSchema,
  ggrReportSchema,
  playersReportSchema,
  pnlReportSchema,
  promotionCostReportSchema,
  significantEventCountsSchema,
  significantEventPageSchema,
  type AgentMoveBody,
  type GgrDimension,
  type SignificantEventKind,
  type PnlDimension,
} from '@lotus/contracts';
import { downloadCsv as saveCsv } from '@/lib/download';
import { opsValue } from '../api';
import { getConsoleToken } from '../session';

/** One level of the agent tree: whose downline (left out: the top agents), its page and the figures' period. */
export type AgentLevelQuery = {
  brand?: string | undefined;
  parent?: string | undefined;
  pageNo: number;
  pageSize: number;
  from: string;
  to: string;
};

/** The significant events' filters and page. */
export type SignificantEventQuery = {
  kind?: SignificantEventKind;
  brand?: string;
  from?: string;
  to?: string;
  pageNo: number;
  pageSize: number;
};

/** A report's period and brand (left out: every brand of the operator). */
export interface ReportRange {
  from: string;
  to: string;
  brand?: string;
}

export const reportsApi = {
  dashboard: (days: number) => opsValue(OPS_REPORT_PATHS.dashboard, { query: { days }, schema: dashboardSchema }),
  pnl: (by: PnlDimension, range: ReportRange) =>
    opsValue(OPS_REPORT_PATHS.pnl, { query: { by, ...range }, schema: pnlReportSchema }),
  promotionCost: (range: ReportRange) =>
    opsValue(OPS_REPORT_PATHS.promotionCost, { query: { ...range }, schema: promotionCostReportSchema }),
  agents: (query: AgentLevelQuery) => opsValue(OPS_REPORT_PATHS.agents, { query, schema: agentListSchema }),
  agent: (username: string, range: Partial<ReportRange>) =>
    opsValue(OPS_REPORT_PATHS.agent.replace(':username', encodeURIComponent(username)), {
      query: range,
      schema: agentDetailSchema,
    }),
  ggr: (by: GgrDimension, range: ReportRange) =>
    opsValue(BUSINESS_REPORT_PATHS.ggr, { query: { by, ...range }, schema: ggrReportSchema }),
  players: (range: ReportRange) =>
    opsValue(BUSINESS_REPORT_PATHS.players, { query: { ...range }, schema: playersReportSchema }),
  significantEvents: (query: SignificantEventQuery) =>
    opsValue(SIGNIFICANT_EVENT_PATHS.list, { query, schema: significantEventPageSchema }),
  significantCounts: (hours: number) =>
    opsValue(SIGNIFICANT_EVENT_PATHS.counts, { query: { hours }, schema: significantEventCountsSchema }),
  move: (body: AgentMoveBody) =>
    opsValue(OPS_REPORT_PATHS.agentMove, { method: 'POST', body, schema: agentMoveResultSchema }),
};

/** Downloads a report as its CSV file with the console's session (lib/download). */
export const downloadCsv = (path: string, query: Record<string, string | undefined>): Promise<void> => {
  const token = getConsoleToken();
  return saveCsv(path, query, token ? `Bearer ${token}` : undefined);
};

import {
  OPS_REPORT_PATHS,
  agentDetailSchema,
  agentListSchema,
  agentMoveResultSchema,
  dashboardSchema,
  pnlReportSchema,
  promotionCostReportSchema,
  type AgentMoveBody,
  type PnlDimension,
} from '@lotus/contracts';
import { ApiError } from '@/lib/api';
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
  move: (body: AgentMoveBody) =>
    opsValue(OPS_REPORT_PATHS.agentMove, { method: 'POST', body, schema: agentMoveResultSchema }),
};

/**
 * Downloads a report as its CSV file (`format=csv`): fetched with the console's session (a link could
 * not carry it), then saved under the server's file name.
 */
export async function downloadCsv(path: string, query: Record<string, string | undefined>): Promise<void> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...query, format: 'csv' })) if (v) qs.set(k, v);
  const token = getConsoleToken();
  let res: Response;
  try {
    res = await fetch(`${path}?${qs}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch (e) {
    throw new ApiError('network_error', e instanceof Error ? e.message : 'network error');
  }
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const envelope = (await res.json().catch(() => null)) as { errorCode?: string; message?: string } | null;
    throw new ApiError(envelope?.errorCode ?? 'system_error', envelope?.message ?? res.statusText, res.status);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'report.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { GgrDimension, PnlDimension } from '@lotus/contracts';
import { consoleKeys } from '../queries';
import { reportsApi, type AgentLevelQuery, type ReportRange, type SignificantEventQuery } from './reportsApi';

/** The dashboard's, reports' and agent tree's queries (keys under the console's, dropped at sign-out). */
export const reportKeys = {
  agents: [...consoleKeys.all, 'agents'] as const,
};

export const dashboardQuery = (days: number) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'dashboard', days] as const,
    queryFn: () => reportsApi.dashboard(days),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });

export const pnlQuery = (by: PnlDimension, range: ReportRange) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'pnl', by, range] as const,
    queryFn: () => reportsApi.pnl(by, range),
    placeholderData: keepPreviousData,
  });

export const promotionCostQuery = (range: ReportRange) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'promotionCost', range] as const,
    queryFn: () => reportsApi.promotionCost(range),
    placeholderData: keepPreviousData,
  });

export const agentsQuery = (query: AgentLevelQuery) =>
  queryOptions({
    queryKey: [...reportKeys.agents, query] as const,
    queryFn: () => reportsApi.agents(query),
    placeholderData: keepPreviousData,
  });

export const ggrQuery = (by: GgrDimension, range: ReportRange) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'ggr', by, range] as const,
    queryFn: () => reportsApi.ggr(by, range),
    placeholderData: keepPreviousData,
  });

export const playersQuery = (range: ReportRange) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'players', range] as const,
    queryFn: () => reportsApi.players(range),
    placeholderData: keepPreviousData,
  });

export const significantEventsQuery = (query: SignificantEventQuery) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'significantEvents', query] as const,
    queryFn: () => reportsApi.significantEvents(query),
    placeholderData: keepPreviousData,
  });

export const significantCountsQuery = (hours: number) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'significantCounts', hours] as const,
    queryFn: () => reportsApi.significantCounts(hours),
    refetchInterval: 60_000,
  });

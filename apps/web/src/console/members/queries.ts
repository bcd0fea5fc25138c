import { queryOptions } from '@tanstack/react-query';
import type { AdjustmentStatus } from '@lotus/contracts';
import { membersApi, type BetsFilter, type MemberSearch, type StatementFilter } from './membersApi';

/** The members area's query keys, under the console's (signing out drops them). */
export const memberKeys = {
  all: ['console', 'members'] as const,
  search: (s: MemberSearch) => ['console', 'members', 'search', s] as const,
  member: (id: number) => ['console', 'members', id] as const,
  adjustments: ['console', 'members', 'adjustments'] as const,
};
const of = (id: number, what: string, ...rest: unknown[]) => [...memberKeys.member(id), what, ...rest] as const;

export const memberSearchQuery = (s: MemberSearch) =>
  queryOptions({ queryKey: memberKeys.search(s), queryFn: () => membersApi.search(s), enabled: s.q.trim() !== '' });
export const memberProfileQuery = (id: number) =>
  queryOptions({ queryKey: of(id, 'profile'), queryFn: () => membersApi.profile(id) });
export const statementQuery = (id: number, f: StatementFilter) =>
  queryOptions({ queryKey: of(id, 'statement', f), queryFn: () => membersApi.statement(id, f) });
export const betsQuery = (id: number, f: BetsFilter, language: string) =>
  queryOptions({ queryKey: of(id, 'bets', f, language), queryFn: () => membersApi.bets(id, f, language) });
export const sessionsQuery = (id: number, pageNo: number) =>
  queryOptions({ queryKey: of(id, 'sessions', pageNo), queryFn: () => membersApi.sessions(id, pageNo) });
export const notesQuery = (id: number) =>
  queryOptions({ queryKey: of(id, 'notes'), queryFn: () => membersApi.notes(id) });
export const rgQuery = (id: number, username: string, brand: string) =>
  queryOptions({ queryKey: of(id, 'rg'), queryFn: () => membersApi.rg(username, brand) });
export const memberAdjustmentsQuery = (id: number, pageNo: number) =>
  queryOptions({ queryKey: of(id, 'adjustments', pageNo), queryFn: () => membersApi.memberAdjustments(id, pageNo) });
export const adjustmentsQuery = (status: AdjustmentStatus | '', pageNo: number) =>
  queryOptions({
    queryKey: [...memberKeys.adjustments, status, pageNo],
    queryFn: () => membersApi.adjustments(status, pageNo),
  });

import { queryOptions } from '@tanstack/react-query';
import { consoleApi, type AuditQuery } from './api';

/** The console's query keys: everything under `console`, so signing out can drop it all. */
export const consoleKeys = {
  all: ['console'] as const,
  me: (token: string) => ['console', 'me', token] as const,
  operators: ['console', 'operators'] as const,
  audit: (query: AuditQuery) => ['console', 'audit', query] as const,
};

/** The signed-in operator (its permissions drive what the console shows). */
export const meQuery = (token: string) =>
  queryOptions({ queryKey: consoleKeys.me(token), queryFn: consoleApi.me, staleTime: 60_000 });

export const operatorsQuery = () => queryOptions({ queryKey: consoleKeys.operators, queryFn: consoleApi.operators });

export const auditQuery = (query: AuditQuery) =>
  queryOptions({ queryKey: consoleKeys.audit(query), queryFn: () => consoleApi.audit(query) });

import {
  agentContractPageSchema,
  agentContractSchema,
  contractPayoutPageSchema,
  OPS_AGENT_CONTRACT_PATHS as P,
} from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { opsValue } from '../api';

/** The agent contracts page's keys, under the console's (signing out drops them). */
export const agentContractKeys = { all: ['console', 'agentContracts'] as const };

export const contractsQuery = (brand: string, username: string, pageNo: number) =>
  queryOptions({
    queryKey: [...agentContractKeys.all, 'contracts', brand, username, pageNo],
    queryFn: () =>
      opsValue(P.contracts, {
        query: { brand, username: username || undefined, pageNo, pageSize: 20 },
        schema: agentContractPageSchema,
      }),
    placeholderData: (prev) => prev,
  });

export const payoutsQuery = (brand: string, username: string, pageNo: number) =>
  queryOptions({
    queryKey: [...agentContractKeys.all, 'payouts', brand, username, pageNo],
    queryFn: () =>
      opsValue(P.payouts, {
        query: { brand, username: username || undefined, pageNo, pageSize: 20 },
        schema: contractPayoutPageSchema,
      }),
    placeholderData: (prev) => prev,
  });

export const terminateContract = (brand: string, contractId: number) =>
  opsValue(P.terminate, { method: 'POST', body: { brand, contractId }, schema: agentContractSchema });

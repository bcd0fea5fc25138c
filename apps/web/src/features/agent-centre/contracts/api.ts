import {
  AGENT_CONTRACT_PATHS as P,
  KIND_RELAYS,
  type AgentContract,
  type AgentContractPage,
  type AgentIncome,
  type ContractKind,
  type ContractOfferBody,
  type ContractPayoutPage,
  type ContractRelayResult,
  type ContractTemplate,
} from '@lotus/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiValue } from '@/lib/api';

/** Queries of the contract pages, keyed by the session's token (the agent's, or the member's). */
export const contractKeys = { all: ['agentContracts'] as const };

export type Period = '7D' | '30D';

export const offeredQuery = (token: string, kind: ContractKind, pageNo: number) =>
  queryOptions({
    queryKey: [...contractKeys.all, token, 'offered', kind, pageNo],
    queryFn: () =>
      apiValue<AgentContractPage>(P.contracts, {
        token,
        query: { side: 'offered', kind, pageNo, pageSize: 10 },
        schema: (c) => c.agentContractPageSchema,
      }),
    placeholderData: (prev) => prev,
  });

/**
 * My own contracts of the kind (offered to me by my upline), through the kind's relay; `token` undefined:
 * the member site's session.
 */
export const receivedQuery = (token: string | undefined, kind: ContractKind) =>
  queryOptions({
    queryKey: [...contractKeys.all, token, 'received', kind],
    queryFn: () =>
      apiValue<ContractRelayResult>(KIND_RELAYS[kind], {
        method: 'POST',
        token,
        body: { action: 'list' },
        schema: (c) => c.contractRelayResultSchema,
      }),
  });

export const decide = (
  token: string | undefined,
  kind: ContractKind,
  contractId: number,
  action: 'accept' | 'reject' | 'terminate',
) =>
  apiValue<ContractRelayResult>(KIND_RELAYS[kind], {
    method: 'POST',
    token,
    body: { action, contractId },
    schema: (c) => c.contractRelayResultSchema,
  });

export const payoutsQuery = (token: string, kind: ContractKind | undefined, period: Period, pageNo: number) =>
  queryOptions({
    queryKey: [...contractKeys.all, token, 'payouts', kind, period, pageNo],
    queryFn: () =>
      apiValue<ContractPayoutPage>(P.payouts, {
        token,
        query: { side: 'all', kind, datePreset: period, pageNo, pageSize: 20 },
        schema: (c) => c.contractPayoutPageSchema,
      }),
    placeholderData: (prev) => prev,
  });

export const incomeQuery = (token: string, period: Period) =>
  queryOptions({
    queryKey: [...contractKeys.all, token, 'income', period],
    queryFn: () =>
      apiValue<AgentIncome>(P.income, { token, query: { datePreset: period }, schema: (c) => c.agentIncomeSchema }),
    placeholderData: (prev) => prev,
  });

export const templateQuery = (token: string, kind: ContractKind) =>
  queryOptions({
    queryKey: [...contractKeys.all, token, 'template', kind],
    queryFn: () =>
      apiValue<ContractTemplate>(P.template.replace(':kind', kind), {
        token,
        schema: (c) => c.contractTemplateSchema,
      }),
  });

export const offer = (token: string, body: ContractOfferBody) =>
  apiValue<AgentContract>(P.contracts, { method: 'POST', token, body, schema: (c) => c.agentContractSchema });

export const saveTemplate = (
  token: string,
  kind: ContractKind,
  body: Pick<ContractTemplate, 'period' | 'carryOver'> & Pick<ContractOfferBody, 'tiers'>,
) =>
  apiValue<ContractTemplate>(P.template.replace(':kind', kind), {
    method: 'PUT',
    token,
    body,
    schema: (c) => c.contractTemplateSchema,
  });

export const terminate = (token: string, id: number) =>
  apiValue<AgentContract>(P.terminate.replace(':id', String(id)), {
    method: 'POST',
    token,
    schema: (c) => c.agentContractSchema,
  });

import {
  MONEY_PATHS,
  type BankAccountCreateBody,
  type DepositCreateBody,
  type Envelope,
  type WalletTransferBody,
  type WithdrawalCreateBody,
} from '@lotus/contracts';
import { ApiError, apiValue, safeParseWith } from '@/lib/api';
import { currentLanguage } from '@/lib/language';
import { getToken } from '@/lib/session';

const at = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(params[k])));

/** A fresh id for a money request: a retried click replays the first result instead of moving money twice. */
export const newRequestId = () =>
  `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`.slice(0, 64);

// wallets
export const fetchBalance = () => apiValue(MONEY_PATHS.balance, { schema: (c) => c.balanceSchema });
export const fetchBalanceTicket = () =>
  apiValue(MONEY_PATHS.balanceTicket, { method: 'POST', body: {}, schema: (c) => c.balanceTicketSchema });
export const fetchMerchantWallet = () =>
  apiValue(MONEY_PATHS.merchantWallet, { schema: (c) => c.merchantWalletSchema });
export const transferWallet = (body: WalletTransferBody) =>
  apiValue(MONEY_PATHS.walletTransfer, { method: 'POST', body, schema: (c) => c.walletTransferSchema });
export const consolidate = () =>
  apiValue(MONEY_PATHS.consolidated, { method: 'POST', body: {}, schema: (c) => c.consolidatedSchema });

// account records
export interface HistoryFilter {
  type?: string;
  preset: '7' | '30';
  pageNo: number;
  pageSize: number;
}
/** Whose records: the member's own, or another session's at another path (the agent centre's own records). */
export interface HistorySource {
  path: string;
  token?: string | null;
}
export const fetchHistory = (f: HistoryFilter, source?: HistorySource) =>
  apiValue(source?.path ?? MONEY_PATHS.transactionHistory, {
    query: { type: f.type || undefined, preset: f.preset, pageNo: f.pageNo, pageSize: f.pageSize },
    token: source?.token,
    schema: (c) => c.transactionHistorySchema,
  });

// transfers between people
export const transferUpline = (body: { amount: string; paymentPassword: string; clientRequestId: string }) =>
  apiValue(MONEY_PATHS.transferUpline, { method: 'POST', body, schema: (c) => c.memberTransferSchema });
export const transferDownline = (body: {
  username: string;
  amount: string;
  paymentPassword: string;
  clientRequestId: string;
}) => apiValue(MONEY_PATHS.transferDownline, { method: 'POST', body, schema: (c) => c.memberTransferSchema });

// deposits
export const fetchDepositChannels = () =>
  apiValue(MONEY_PATHS.depositChannels, { schema: (c) => c.depositChannelListSchema });
export const createDeposit = (body: DepositCreateBody) =>
  apiValue(MONEY_PATHS.depositOrders, { method: 'POST', body, schema: (c) => c.depositOrderSchema });
export const fetchDeposits = (pageNo: number, pageSize: number) =>
  apiValue(MONEY_PATHS.depositOrders, { query: { pageNo, pageSize }, schema: (c) => c.depositPageSchema });
export const fetchDeposit = (orderNo: string) =>
  apiValue(at(MONEY_PATHS.depositOrder, { orderNo }), { schema: (c) => c.depositOrderSchema });

// withdrawals
export const fetchWithdrawalSettings = () =>
  apiValue(MONEY_PATHS.withdrawalSettings, { schema: (c) => c.withdrawalSettingsSchema });
export const fetchBankAccounts = () => apiValue(MONEY_PATHS.bankAccounts, { schema: (c) => c.bankAccountListSchema });
export const bindBankAccount = (body: BankAccountCreateBody) =>
  apiValue(MONEY_PATHS.bankAccounts, { method: 'POST', body, schema: (c) => c.bankAccountSchema });
export const createWithdrawal = (body: WithdrawalCreateBody) =>
  apiValue(MONEY_PATHS.withdrawalOrders, { method: 'POST', body, schema: (c) => c.withdrawalOrderSchema });
export const fetchWithdrawals = (pageNo: number, pageSize: number) =>
  apiValue(MONEY_PATHS.withdrawalOrders, { query: { pageNo, pageSize }, schema: (c) => c.withdrawalPageSchema });
export const confirmWithdrawal = (orderNo: string, outcome: 'received' | 'full_payment') =>
  apiValue(at(MONEY_PATHS.withdrawalConfirm, { orderNo }), {
    method: 'POST',
    body: { outcome },
    schema: (c) => c.withdrawalOrderSchema,
  });

/** "Not received" with proof pictures: multipart (files `proof`, field `remark`). */
export async function reportNotReceived(orderNo: string, files: File[], remark: string) {
  const form = new FormData();
  if (remark) form.append('remark', remark);
  files.forEach((f) => form.append('proof', f, f.name));
  const headers: Record<string, string> = { Accept: 'application/json', Language: currentLanguage() };
  const token = getToken();
  if (token) headers.Authorization = token;
  let response: Response;
  try {
    response = await fetch(at(MONEY_PATHS.withdrawalNotReceived, { orderNo }), {
      method: 'POST',
      headers,
      body: form,
      credentials: 'same-origin',
    });
  } catch (e) {
    throw new ApiError('network_error', e instanceof Error ? e.message : 'network error');
  }
  let envelope: Envelope<unknown>;
  try {
    envelope = (await response.json()) as Envelope<unknown>;
  } catch {
    throw new ApiError(
      response.status === 413 ? 'proof_too_large' : 'network_error',
      response.statusText,
      response.status,
    );
  }
  if (!envelope.success || !response.ok)
    throw new ApiError(envelope.errorCode ?? 'system_error', envelope.message ?? '', response.status, envelope.field);
  const parsed = await safeParseWith((c) => c.withdrawalOrderSchema, envelope.value);
  if (!parsed.success) throw new ApiError('invalid_response', parsed.error.message, response.status);
  return parsed.data;
}

// inbox
export const fetchUnreadCount = () => apiValue(MONEY_PATHS.unreadCount, { schema: (c) => c.unreadCountSchema });
export const fetchMessages = (pageNo: number, pageSize: number) =>
  apiValue(MONEY_PATHS.messages, { query: { pageNo, pageSize }, schema: (c) => c.messagePageSchema });
export const markRead = (body: { ids: number[] } | { all: true }) =>
  apiValue(MONEY_PATHS.messagesRead, { method: 'POST', body, schema: (c) => c.messagesReadSchema });

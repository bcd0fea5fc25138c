import { loadBettingRecordPage, loadProfitPage } from '@/features/games';
import { registerMemberCentrePage } from '@/features/member-centre';
import {
  loadDepositPage,
  loadMessagesPage,
  loadTransactionHistoryPage,
  loadTransferFundPage,
  loadTransferUplinePage,
  loadWithdrawPage,
  UnreadBadge,
} from '@/features/money';
import { loadSecurityCenterPage } from '@/features/security-center';

/**
 * The composition root of the member centre: each feature that owns a page registers its loader
 * here (each page is a chunk of its own; the overlay itself never changes). Entries without a
 * registered page show an honest empty state.
 */
export function registerMemberCentrePages(): void {
  registerMemberCentrePage('securityCenter', { load: loadSecurityCenterPage });
  registerMemberCentrePage('personalHistoryCopy', { load: loadBettingRecordPage });
  registerMemberCentrePage('personalProfit', { load: loadProfitPage });
  registerMemberCentrePage('transferFund', { load: loadTransferFundPage });
  registerMemberCentrePage('depositv2', { load: loadDepositPage });
  registerMemberCentrePage('withdraw', { load: loadWithdrawPage });
  registerMemberCentrePage('transferUpline', { load: loadTransferUplinePage });
  registerMemberCentrePage('transactionHistory', { load: loadTransactionHistoryPage });
  registerMemberCentrePage('messageV2', { load: loadMessagesPage, badge: UnreadBadge });
}

import { BettingRecordPage, ProfitPage } from '@/features/games';
import { registerMemberCentrePage } from '@/features/member-centre';
import {
  DepositPage,
  MessagesPage,
  TransactionHistoryPage,
  TransferFundPage,
  TransferUplinePage,
  UnreadBadge,
  WithdrawPage,
} from '@/features/money';
import { SecurityCenterPage } from '@/features/security-center';

/**
 * The composition root of the member centre: each feature that owns a page registers it here
 * (the overlay itself never changes). Entries without a registered page show an honest empty state.
 */
export function registerMemberCentrePages(): void {
  registerMemberCentrePage('securityCenter', { component: SecurityCenterPage });
  registerMemberCentrePage('personalHistoryCopy', { component: BettingRecordPage });
  registerMemberCentrePage('personalProfit', { component: ProfitPage });
  registerMemberCentrePage('transferFund', { component: TransferFundPage });
  registerMemberCentrePage('depositv2', { component: DepositPage });
  registerMemberCentrePage('withdraw', { component: WithdrawPage });
  registerMemberCentrePage('transferUpline', { component: TransferUplinePage });
  registerMemberCentrePage('transactionHistory', { component: TransactionHistoryPage });
  registerMemberCentrePage('messageV2', { component: MessagesPage, badge: UnreadBadge });
}

import { createElement } from 'react';
import { loadContractRequests } from '@/features/agent-centre';
import { loadBettingRecordPage, loadProfitPage } from '@/features/games';
import { defineMemberCentrePages, type MemberCentrePageProps } from '@/features/member-centre';
import {
  loadDepositPage,
  loadMessagesPage,
  loadTransactionHistoryPage,
  loadTransferFundPage,
  loadTransferUplinePage,
  loadWithdrawPage,
  UnreadBadge,
} from '@/features/money';
import { loadBonusDetailsPage, loadRewardCenterPage, RewardsBadge } from '@/features/promotions';
import { loadMissionLeaderboardPage, MissionBadge } from '@/features/missions';
import { loadManualRebatePage } from '@/features/rebate';
import { loadReferralPage } from '@/features/referral';
import { loadSecurityCenterPage } from '@/features/security-center';
import { loadPlayerRankPage } from '@/features/vip';

/**
 * The composition root of the member centre: the page each feature supplies for an entry (each a
 * chunk of its own), handed to `<MemberCentre pages>`. Entries without a page show an honest empty state.
 */
/** The upline transfer with the member's contract requests under it (SPEC §6): two features, composed here. */
const loadTransferUplineWithContracts = () =>
  Promise.all([loadTransferUplinePage(), loadContractRequests()]).then(
    ([TransferUplinePage, ContractRequests]) =>
      function TransferUplineWithContracts(props: MemberCentrePageProps) {
        return createElement(TransferUplinePage, props, createElement(ContractRequests));
      },
  );

export const memberCentrePages = defineMemberCentrePages({
  securityCenter: { load: loadSecurityCenterPage },
  personalHistoryCopy: { load: loadBettingRecordPage },
  personalProfit: { load: loadProfitPage },
  transferFund: { load: loadTransferFundPage },
  depositv2: { load: loadDepositPage },
  withdraw: { load: loadWithdrawPage },
  transferUpline: { load: loadTransferUplineWithContracts },
  transactionHistory: { load: loadTransactionHistoryPage },
  manualRebate: { load: loadManualRebatePage },
  bonusDetails: { load: loadBonusDetailsPage },
  referral: { load: loadReferralPage },
  rewardCenter: { load: loadRewardCenterPage, badge: RewardsBadge },
  missionLeaderboard: { load: loadMissionLeaderboardPage, badge: MissionBadge },
  messageV2: { load: loadMessagesPage, badge: UnreadBadge },
  playerRank: { load: loadPlayerRankPage },
});

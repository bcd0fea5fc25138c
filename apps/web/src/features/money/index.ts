export { BalanceStream } from './BalanceStream';
export { BalanceCard, UnreadBadge } from './BalanceCard';
export { useBalance, useUnreadCount, moneyKeys } from './hooks';
export { TransferFundPage } from './TransferFundPage';
export { DepositPage } from './DepositPage';
export { WithdrawPage } from './WithdrawPage';
export { TransferUplinePage } from './TransferUplinePage';
export { TransactionHistoryPage } from './TransactionHistoryPage';
export { MessagesPage } from './MessagesPage';

export { BalanceStream } from './BalanceStream';
export { BalanceCard, UnreadBadge } from './BalanceCard';
export { useBalance, useMoneyFormat, useRateFormat, useUnreadCount } from './hooks';
export { moneyKeys } from './queries';
// The member-centre pages, each its own chunk: the member centre imports the loaders, never the pages.
export const loadTransferFundPage = () => import('./TransferFundPage').then((m) => m.TransferFundPage);
export const loadDepositPage = () => import('./DepositPage').then((m) => m.DepositPage);
export const loadWithdrawPage = () => import('./WithdrawPage').then((m) => m.WithdrawPage);
export const loadTransferUplinePage = () => import('./TransferUplinePage').then((m) => m.TransferUplinePage);
export const loadTransactionHistoryPage = () =>
  import('./TransactionHistoryPage').then((m) => m.TransactionHistoryPage);
/** The account records of another session (the agent centre's own records). */
export const loadTransactionHistoryView = () =>
  import('./TransactionHistoryPage').then((m) => m.TransactionHistoryView);
export const loadMessagesPage = () => import('./MessagesPage').then((m) => m.MessagesPage);

import { createElement } from 'react';
import { ChatIcon, DepositIcon, MailIcon, PromoIcon, WarningIcon, WithdrawIcon } from '@/components/icons';
import type { ConsoleRoute } from '../routes';
import { QueueCount } from './QueueCount';

/**
 * The work queues' pages (spread into CONSOLE_ROUTES), in the operations section, each with its open
 * items' count after its name. Points redemptions (issue 13) are a queue of their own folder (../points).
 */
export const QUEUE_ROUTES: ConsoleRoute[] = [
  {
    path: 'queues/deposits',
    permission: 'deposits.manage',
    nav: {
      group: 'operations',
      labelKey: 'console.nav.queueDeposits',
      icon: DepositIcon,
      badge: () => createElement(QueueCount, { kind: 'deposit' }),
    },
    load: () => import('./DepositsQueuePage').then((m) => m.DepositsQueuePage),
  },
  {
    path: 'queues/bank',
    permission: 'deposits.manage',
    nav: { group: 'operations', labelKey: 'console.nav.queueBank', icon: DepositIcon },
    load: () => import('./BankLinesQueuePage').then((m) => m.BankLinesQueuePage),
  },
  {
    path: 'queues/withdrawals',
    permission: 'withdrawals.review',
    nav: {
      group: 'operations',
      labelKey: 'console.nav.queueWithdrawals',
      icon: WithdrawIcon,
      badge: () => createElement(QueueCount, { kind: 'withdrawal' }),
    },
    load: () => import('./WithdrawalsQueuePage').then((m) => m.WithdrawalsQueuePage),
  },
  {
    path: 'queues/disputes',
    permission: 'disputes.manage',
    nav: {
      group: 'operations',
      labelKey: 'console.nav.queueDisputes',
      icon: WarningIcon,
      badge: () => createElement(QueueCount, { kind: 'dispute' }),
    },
    load: () => import('./DisputesQueuePage').then((m) => m.DisputesQueuePage),
  },
  {
    path: 'queues/applications',
    permission: 'promotions.manage',
    nav: {
      group: 'operations',
      labelKey: 'console.nav.queueApplications',
      icon: PromoIcon,
      badge: () => createElement(QueueCount, { kind: 'promotion' }),
    },
    load: () => import('./ApplicationsQueuePage').then((m) => m.ApplicationsQueuePage),
  },
  {
    path: 'queues/feedback',
    permission: 'feedback.manage',
    nav: {
      group: 'operations',
      labelKey: 'console.nav.queueFeedback',
      icon: MailIcon,
      badge: () => createElement(QueueCount, { kind: 'feedback' }),
    },
    load: () => import('./FeedbackQueuePage').then((m) => m.FeedbackQueuePage),
  },
  {
    path: 'queues/chat',
    permission: 'chat.manage',
    nav: {
      group: 'operations',
      labelKey: 'console.nav.queueChat',
      icon: ChatIcon,
      badge: () => createElement(QueueCount, { kind: 'chat' }),
    },
    load: () => import('./ChatQueuePage').then((m) => m.ChatQueuePage),
  },
];

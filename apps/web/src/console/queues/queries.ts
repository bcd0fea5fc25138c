import { queryOptions } from '@tanstack/react-query';
import { consoleKeys } from '../queries';
import { queuesApi } from './queuesApi';

/** The queues refresh themselves this often (and after every decision). */
export const QUEUE_POLL_MS = 15_000;

/** The queues' query keys, under the console's (signing out drops them). */
export const queueKeys = {
  all: [...consoleKeys.all, 'queues'] as const,
  counts: [...consoleKeys.all, 'queues', 'counts'] as const,
  list: (kind: string, ...rest: unknown[]) => [...consoleKeys.all, 'queues', kind, ...rest] as const,
};

const polled = { refetchInterval: QUEUE_POLL_MS, refetchIntervalInBackground: false } as const;

export const queueCountsQuery = () =>
  queryOptions({ queryKey: queueKeys.counts, queryFn: queuesApi.counts, ...polled });
export const depositQueueQuery = () =>
  queryOptions({ queryKey: queueKeys.list('deposit'), queryFn: queuesApi.deposits, ...polled });
export const withdrawalQueueQuery = () =>
  queryOptions({ queryKey: queueKeys.list('withdrawal'), queryFn: queuesApi.withdrawals, ...polled });
/** The standing of the members behind the listed withdrawals (none asked for an empty list). */
export const withdrawalStandingQuery = (orderNos: string[]) =>
  queryOptions({
    queryKey: queueKeys.list('withdrawal', 'standing', orderNos),
    queryFn: () => queuesApi.withdrawalStanding(orderNos),
    enabled: orderNos.length > 0,
  });
export const disputeQueueQuery = () =>
  queryOptions({ queryKey: queueKeys.list('dispute'), queryFn: queuesApi.disputes, ...polled });
export const applicationQueueQuery = (brand: string) =>
  queryOptions({
    queryKey: queueKeys.list('promotion', brand),
    queryFn: () => queuesApi.applications(brand),
    enabled: brand !== '',
    ...polled,
  });
export const feedbackQueueQuery = () =>
  queryOptions({ queryKey: queueKeys.list('feedback'), queryFn: queuesApi.feedback, ...polled });
export const feedbackDetailQuery = (id: string) =>
  queryOptions({ queryKey: queueKeys.list('feedback', id), queryFn: () => queuesApi.feedbackOne(id) });
export const chatQueueQuery = () =>
  queryOptions({ queryKey: queueKeys.list('chat'), queryFn: queuesApi.chats, ...polled });
export const chatDetailQuery = (id: string) =>
  queryOptions({ queryKey: queueKeys.list('chat', id), queryFn: () => queuesApi.chat(id), ...polled });

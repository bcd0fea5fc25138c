import { UserIcon } from '../icons';
import type { ConsoleRoute } from '../routes';

/** Identity checks (issue 34): the review queue, in the operations section. */
export const KYC_ROUTES: ConsoleRoute[] = [
  {
    path: 'queues/kyc',
    permission: 'kyc.review',
    nav: { group: 'operations', labelKey: 'console.nav.queueKyc', icon: UserIcon },
    load: () => import('./KycQueuePage').then((m) => m.KycQueuePage),
  },
];

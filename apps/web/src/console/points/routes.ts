import { createElement } from 'react';
import { RewardIcon } from '@/components/icons';
import { QueueCount } from '../queues/QueueCount';
import type { ConsoleRoute } from '../routes';

/** Points (issue 13): the redemptions waiting for an operator (a queue) and the brand's rates and products. */
export const POINTS_ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'queues/points',
    permission: 'loyalty.manage',
    nav: {
      group: 'operations',
      labelKey: 'console.nav.queuePoints',
      icon: RewardIcon,
      badge: () => createElement(QueueCount, { kind: 'points' }),
    },
    load: () => import('./PointsQueuePage').then((m) => m.PointsQueuePage),
  },
  {
    path: 'config/points',
    permission: 'loyalty.manage',
    nav: { group: 'configuration', labelKey: 'console.nav.points', icon: RewardIcon },
    load: () => import('./PointsConfigPage').then((m) => m.PointsConfigPage),
  },
];

import { RewardIcon } from '@/components/icons';
import type { ConsoleRoute } from '../routes';

/** Missions (issue 13): the brand's daily, weekly and one-off missions and their rewards. */
export const MISSION_ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'config/missions',
    permission: 'loyalty.manage',
    nav: { group: 'configuration', labelKey: 'console.nav.missions', icon: RewardIcon },
    load: () => import('./MissionsConfigPage').then((m) => m.MissionsConfigPage),
  },
];

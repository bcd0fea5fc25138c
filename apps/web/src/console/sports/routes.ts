import { SportsIcon } from '@/components/icons';
import type { ConsoleRoute } from '../routes';

/** The sportsbook (issue 19): fixtures, their results (once; corrections re-settle) and cancellations. */
export const SPORTS_ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'sports',
    permission: 'games.manage',
    nav: { group: 'operations', labelKey: 'console.nav.sports', icon: SportsIcon },
    load: () => import('./SportsPage').then((m) => m.SportsPage),
  },
];

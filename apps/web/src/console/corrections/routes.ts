import { WarningIcon } from '@/components/icons';
import type { ConsoleRoute } from '../routes';

/** Result corrections under four-eyes (issue 34): asked for by one operator, decided by another. */
export const CORRECTION_ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'result-corrections',
    permission: 'games.manage',
    nav: { group: 'operations', labelKey: 'console.nav.corrections', icon: WarningIcon },
    load: () => import('./CorrectionsPage').then((m) => m.CorrectionsPage),
  },
];

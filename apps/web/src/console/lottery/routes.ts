import { LotteryIcon } from '@/components/icons';
import type { ConsoleRoute } from '../routes';

/** The lottery (issue 15): draws, official Vietnamese results and the bets the wallet refused, with their retry. */
export const LOTTERY_ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'lottery',
    permission: 'games.manage',
    nav: { group: 'operations', labelKey: 'console.nav.lottery', icon: LotteryIcon },
    load: () => import('./LotteryPage').then((m) => m.LotteryPage),
  },
];

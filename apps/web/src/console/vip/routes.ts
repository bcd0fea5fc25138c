import { CrownIcon } from '@/components/icons';
import type { ConsoleRoute } from '../routes';

/** VIP (issue 13): the brand's ranks, their criteria and benefits (configuration). */
export const VIP_ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'config/vip',
    permission: 'loyalty.manage',
    nav: { group: 'configuration', labelKey: 'console.nav.vip', icon: CrownIcon },
    load: () => import('./VipRanksPage').then((m) => m.VipRanksPage),
  },
];

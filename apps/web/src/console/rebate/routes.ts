import { CashbackIcon, ReceiptIcon } from '@/components/icons';
import type { ConsoleRoute } from '../routes';

/** Cashback (issue 13): the brand's rates and payout (configuration) and the claims report (reports). */
export const REBATE_ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'config/rebate',
    permission: 'loyalty.manage',
    nav: { group: 'configuration', labelKey: 'console.nav.rebate', icon: CashbackIcon },
    load: () => import('./RebateConfigPage').then((m) => m.RebateConfigPage),
  },
  {
    path: 'reports/rebate',
    permission: 'reports.read',
    nav: { group: 'reports', labelKey: 'console.nav.rebateClaims', icon: ReceiptIcon },
    load: () => import('./RebateClaimsPage').then((m) => m.RebateClaimsPage),
  },
];

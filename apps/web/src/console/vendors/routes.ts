import { RngIcon } from '@/components/icons';
import type { ConsoleRoute } from '../routes';

/** Vendors as data (issue 32): registered seamless vendors, in the Configuration section. */
export const VENDOR_ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'config/vendors',
    permission: 'games.manage',
    nav: { group: 'configuration', labelKey: 'console.nav.config.vendors', icon: RngIcon },
    load: () => import('./VendorsPage').then((m) => m.VendorsPage),
  },
];

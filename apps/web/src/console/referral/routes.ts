import { InviteIcon } from '@/components/icons';
import { UsersIcon } from '../icons';
import type { ConsoleRoute } from '../routes';

/** Referral, invite friends (issue 13): the brand's reward rules (configuration) and the referrals with their states (players). */
export const REFERRAL_ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'config/referral',
    permission: 'loyalty.manage',
    nav: { group: 'configuration', labelKey: 'console.nav.referral', icon: InviteIcon },
    load: () => import('./ReferralConfigPage').then((m) => m.ReferralConfigPage),
  },
  {
    path: 'referrals',
    permission: 'members.read',
    nav: { group: 'players', labelKey: 'console.nav.referrals', icon: UsersIcon },
    load: () => import('./ReferralsPage').then((m) => m.ReferralsPage),
  },
];

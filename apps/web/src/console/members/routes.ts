import { SearchIcon, SuccessIcon } from '@/components/icons';
import type { ConsoleRoute } from '../routes';

/** The members area's pages (spread into CONSOLE_ROUTES). */
export const MEMBER_ROUTES: ConsoleRoute[] = [
  {
    path: 'members',
    permission: 'members.read',
    nav: { group: 'players', labelKey: 'console.nav.members', icon: SearchIcon },
    load: () => import('./MembersPage').then((m) => m.MembersPage),
  },
  {
    path: 'members/:id',
    permission: 'members.read',
    load: () => import('./MemberPage').then((m) => m.MemberPage),
  },
  {
    path: 'approvals',
    permission: 'adjustments.approve',
    nav: { group: 'operations', labelKey: 'console.nav.approvals', icon: SuccessIcon },
    load: () => import('./ApprovalsPage').then((m) => m.ApprovalsPage),
  },
];

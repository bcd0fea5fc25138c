import type { OperatorSelf } from '@lotus/contracts';
import type { ComponentType } from 'react';
import { HomeIcon, InviteIcon, ReceiptIcon, type IconProps } from '@/components/icons';
import type { ComponentLoader } from '@/lib/lazy';
import { AuditIcon, UserIcon, UsersIcon } from './icons';
import { CONFIG_ROUTES } from './config/routes';
import { MEMBER_ROUTES } from './members/routes';
import { QUEUE_ROUTES } from './queues/routes';
import { KYC_ROUTES } from './kyc/routes';
import { VIP_ROUTES } from './vip/routes';
import { POINTS_ROUTES } from './points/routes';
import { REBATE_ROUTES } from './rebate/routes';
import { REFERRAL_ROUTES } from './referral/routes';
import { MISSION_ROUTES } from './missions/routes';
import { AGENT_CONTRACT_ROUTES } from './agent-contracts/routes';
import { LOTTERY_ROUTES } from './lottery/routes';
import { SPORTS_ROUTES } from './sports/routes';
import { CORRECTION_ROUTES } from './corrections/routes';
import { VENDOR_ROUTES } from './vendors/routes';

/** One of the operator permissions (contracts' PERMISSIONS). */
export type ConsolePermission = OperatorSelf['permissions'][number];

/** The navigation's sections, in the order they show; each has a title `console.navGroups.<group>`. */
export const NAV_GROUPS = ['overview', 'players', 'operations', 'configuration', 'reports', 'administration'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/**
 * A page of the console. `path` is below /console ('' is /console itself, 'members/:id' a detail
 * page); `permission` is what the operator must hold to see it (null: every signed-in operator);
 * `nav` puts it in the left navigation (left out for detail pages); `load` fetches its code, a chunk
 * of its own. A page the operator may not see is left out of the navigation and shows 'no permission'.
 */
export interface ConsoleRoute {
  path: string;
  permission: ConsolePermission | null;
  /** `badge` shows after the label (e.g. a queue's open items). */
  nav?: { group: NavGroup; labelKey: string; icon?: ComponentType<IconProps>; badge?: ComponentType };
  load: ComponentLoader;
}

/**
 * The console's pages. Add yours here (see README.md): one entry, its texts in
 * locales/{vi,en}/console.json, its queries in its folder's queries.ts. Entries other engineers add:
 *
 *   { path: 'dashboard', permission: 'dashboard.read', nav: { group: 'overview', labelKey: 'console.nav.dashboard' }, load: … },
 *   { path: 'members', permission: 'members.read', nav: { group: 'players', labelKey: 'console.nav.members' }, load: … },
 *   { path: 'members/:id', permission: 'members.read', load: … },
 *   agents (players), queues (operations), configuration (configuration), reports (reports).
 */
export const CONSOLE_ROUTES: readonly ConsoleRoute[] = [
  {
    // The dashboard (an operator without dashboard.read sees the welcome page there).
    path: '',
    permission: null,
    nav: { group: 'overview', labelKey: 'console.nav.dashboard', icon: HomeIcon },
    load: () => import('./reports/DashboardPage').then((m) => m.DashboardPage),
  },
  {
    path: 'agents',
    permission: 'agents.read',
    nav: { group: 'players', labelKey: 'console.nav.agents', icon: InviteIcon },
    load: () => import('./reports/AgentsPage').then((m) => m.AgentsPage),
  },
  {
    path: 'reports',
    permission: 'reports.read',
    nav: { group: 'reports', labelKey: 'console.nav.reports', icon: ReceiptIcon },
    load: () => import('./reports/ReportsPage').then((m) => m.ReportsPage),
  },
  {
    path: 'reports/business',
    permission: 'reports.read',
    nav: { group: 'reports', labelKey: 'console.nav.business', icon: ReceiptIcon },
    load: () => import('./reports/BusinessReportsPage').then((m) => m.BusinessReportsPage),
  },
  ...MEMBER_ROUTES,
  ...QUEUE_ROUTES,
  ...KYC_ROUTES,
  ...CONFIG_ROUTES,
  ...VENDOR_ROUTES,
  ...VIP_ROUTES,
  ...REBATE_ROUTES,
  ...POINTS_ROUTES,
  ...REFERRAL_ROUTES,
  ...MISSION_ROUTES,
  ...AGENT_CONTRACT_ROUTES,
  ...LOTTERY_ROUTES,
  ...SPORTS_ROUTES,
  ...CORRECTION_ROUTES,
  {
    path: 'operators',
    permission: 'operators.manage',
    nav: { group: 'administration', labelKey: 'console.nav.operators', icon: UsersIcon },
    load: () => import('./operators/OperatorsPage').then((m) => m.OperatorsPage),
  },
  {
    path: 'audit',
    permission: 'audit.read',
    nav: { group: 'administration', labelKey: 'console.nav.audit', icon: AuditIcon },
    load: () => import('./audit/AuditPage').then((m) => m.AuditPage),
  },
  {
    path: 'significant-events',
    permission: 'audit.read',
    nav: { group: 'administration', labelKey: 'console.nav.significantEvents', icon: AuditIcon },
    load: () => import('./reports/SignificantEventsPage').then((m) => m.SignificantEventsPage),
  },
  {
    path: 'account',
    permission: null,
    nav: { group: 'administration', labelKey: 'console.nav.account', icon: UserIcon },
    load: () => import('./account/AccountPage').then((m) => m.AccountPage),
  },
];

/** Whether an operator holding `permissions` may open `route`. */
export const mayOpen = (route: Pick<ConsoleRoute, 'permission'>, permissions: readonly string[]): boolean =>
  route.permission === null || permissions.includes(route.permission);

export interface NavSection {
  group: NavGroup;
  items: (ConsoleRoute & { nav: NonNullable<ConsoleRoute['nav']> })[];
}

/** The navigation an operator sees: the pages it may open, by section in NAV_GROUPS order, empty sections left out. */
export function navSections(routes: readonly ConsoleRoute[], permissions: readonly string[]): NavSection[] {
  return NAV_GROUPS.map((group) => ({
    group,
    items: routes.filter((r): r is NavSection['items'][number] => r.nav?.group === group && mayOpen(r, permissions)),
  })).filter((s) => s.items.length > 0);
}

/** The URL of a route's page (`/console/<path>`, as the router's basename adds it: `to` here). */
export const routeHref = (route: Pick<ConsoleRoute, 'path'>): string => `/${route.path}`;

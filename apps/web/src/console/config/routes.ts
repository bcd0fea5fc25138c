import {
  CashbackIcon,
  DepositIcon,
  GlobeIcon,
  HelpIcon,
  InfoIcon,
  InviteIcon,
  MailIcon,
  MegaphoneIcon,
  PromoIcon,
  RewardIcon,
  RngIcon,
  WarningIcon,
} from '@/components/icons';
import type { ConsoleRoute } from '../routes';

const nav = (labelKey: string, icon: NonNullable<ConsoleRoute['nav']>['icon']) => ({
  group: 'configuration' as const,
  labelKey: `console.nav.config.${labelKey}`,
  icon,
});

/**
 * The Configuration section (issue 16). VIP, rebates, points products and missions come with issue 13
 * and are not here yet.
 */
export const CONFIG_ROUTES: readonly ConsoleRoute[] = [
  {
    path: 'config/settings',
    permission: 'config.manage',
    nav: nav('settings', InfoIcon),
    load: () => import('./SettingsPage').then((m) => m.SettingsPage),
  },
  {
    path: 'config/registration',
    permission: 'config.manage',
    nav: nav('registration', InviteIcon),
    load: () => import('./RegisterFieldsPage').then((m) => m.RegisterFieldsPage),
  },
  {
    path: 'config/money',
    permission: 'config.manage',
    nav: nav('money', CashbackIcon),
    load: () => import('./MoneySettingsPage').then((m) => m.MoneySettingsPage),
  },
  {
    path: 'config/thresholds',
    permission: 'config.manage',
    nav: nav('thresholds', WarningIcon),
    load: () => import('./ThresholdsPage').then((m) => m.ThresholdsPage),
  },
  {
    path: 'config/deposit-channels',
    permission: 'config.manage',
    nav: nav('channels', DepositIcon),
    load: () => import('./DepositChannelsPage').then((m) => m.DepositChannelsPage),
  },
  {
    path: 'config/receiving-accounts',
    permission: 'config.manage',
    nav: nav('receiving', CashbackIcon),
    load: () => import('./ReceivingAccountsPage').then((m) => m.ReceivingAccountsPage),
  },
  {
    path: 'config/site',
    permission: 'config.manage',
    nav: nav('site', GlobeIcon),
    load: () => import('./SitePage').then((m) => m.SitePage),
  },
  {
    path: 'config/games',
    permission: 'games.manage',
    nav: nav('games', RngIcon),
    load: () => import('./GamesPage').then((m) => m.GamesPage),
  },
  {
    path: 'config/promotions',
    permission: 'promotions.manage',
    nav: nav('promotions', PromoIcon),
    load: () => import('./PromotionsPage').then((m) => m.PromotionsPage),
  },
  {
    path: 'config/announcements',
    permission: 'content.manage',
    nav: nav('announcements', MegaphoneIcon),
    load: () => import('./AnnouncementsPage').then((m) => m.AnnouncementsPage),
  },
  {
    path: 'config/banners',
    permission: 'content.manage',
    nav: nav('banners', RewardIcon),
    load: () => import('./BannersPage').then((m) => m.BannersPage),
  },
  {
    path: 'config/help',
    permission: 'content.manage',
    nav: nav('help', HelpIcon),
    load: () => import('./HelpArticlesPage').then((m) => m.HelpArticlesPage),
  },
  {
    path: 'config/broadcast',
    permission: 'content.manage',
    nav: nav('broadcast', MailIcon),
    load: () => import('./BroadcastPage').then((m) => m.BroadcastPage),
  },
];

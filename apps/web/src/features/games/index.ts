export type { ListingKey } from './ListingPage';
export type { LotteryKey } from './LotteryPage';
export { GamesDialogs } from './GamesDialogs';
// Lazily loaded (each its own chunk): routes and the member centre import the loaders, never the pages.
export const loadListingPage = () => import('./ListingPage').then((m) => m.ListingPage);
export const loadGamePage = () => import('./GamePage').then((m) => m.GamePage);
export const loadLotteryPage = () => import('./LotteryPage').then((m) => m.LotteryPage);
export { CategoryTab, CategoryMenuPanel } from './CategoryMenu';
export { FooterGames } from './FooterGames';
export { GameTile } from './GameTile';
export const loadBettingRecordPage = () => import('./BettingRecordPage').then((m) => m.BettingRecordPage);
export const loadProfitPage = () => import('./ProfitPage').then((m) => m.ProfitPage);
export { useLaunchGame, type LaunchOptions } from './useLaunch';
export {
  decideGameAction,
  decideVendorAction,
  decideCategoryAction,
  lotteryRoute,
  menuPageSize,
  menuTotalPages,
  menuShownCount,
} from './decide';

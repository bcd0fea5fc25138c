export type { ListingKey } from './ListingPage';
export { GamesDialogs } from './GamesDialogs';
// Lazily loaded (each its own chunk): routes and the member centre import the loaders, never the pages.
export const loadListingPage = () => import('./ListingPage').then((m) => m.ListingPage);
export const loadGamePage = () => import('./GamePage').then((m) => m.GamePage);
export const loadLotteryPage = () => import('./LotteryPage').then((m) => m.LotteryPage);
export { CategoryTab } from './CategoryMenu';
export { FooterGames } from './FooterGames';
export { useOfferedCategories } from './offeredCategories';
export const loadBettingRecordPage = () => import('./BettingRecordPage').then((m) => m.BettingRecordPage);
export const loadProfitPage = () => import('./ProfitPage').then((m) => m.ProfitPage);

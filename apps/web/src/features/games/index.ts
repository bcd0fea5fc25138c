export { ListingPage, type ListingKey } from './ListingPage';
export { GamePage } from './GamePage';
export { LotteryPage, type LotteryKey } from './LotteryPage';
export { GamesDialogs } from './GamesDialogs';
export { CategoryTab, CategoryMenuPanel } from './CategoryMenu';
export { FooterGames } from './FooterGames';
export { GameTile } from './GameTile';
export { BettingRecordPage } from './BettingRecordPage';
export { ProfitPage } from './ProfitPage';
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

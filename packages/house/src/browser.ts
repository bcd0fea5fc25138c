/**
 * @lotus/house/browser: what the game pages in the frame (apps/frames) take from the games' own
 * definitions instead of copies: the slots' lines, the fish and the live tables' payouts. Nothing here
 * reaches node: modules (fairness.ts's crypto), so the pages' bundles can import it.
 */
import type { SlotGameId } from './types';
import { LOTUS_SLOT } from './slot';
import { OCEAN_SLOT, TET_SLOT } from './slotGames';

export { FISH_TYPES, type FishId } from './fish';
export {
  SICBO_TOTAL_ODDS,
  TABLE_GAMES,
  type DragonTigerResult,
  type LiveBaccaratResult,
  type RouletteResult,
  type SicBoResult,
  type TableGameId,
  type XocDiaResult,
} from './tables/games';

/** Each slot's fixed lines (the row on each of the 5 reels), by game. */
export const SLOT_LINES: Readonly<Record<SlotGameId, readonly (readonly number[])[]>> = {
  'lotus-slot': LOTUS_SLOT.lines,
  'tet-slot': TET_SLOT.lines,
  'ocean-slot': OCEAN_SLOT.lines,
};
export { SPORTS_LABELS, sportsLineText, sportsMarketName, sportsOddsText, type SportsLabels } from './sports/labels';

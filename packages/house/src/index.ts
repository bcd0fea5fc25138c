/**
 * @lotus/house: the pure engine of the house provider (no HTTP, no database).
 *
 * Typical round, as the provider's HTTP layer will run it:
 *   const games = createHouseGames();                       // once, with the operator's limits
 *   const game = games['lotus-slot'];
 *   const v = game.validateBet(body);                       // { ok, bet } or { ok: false, error }
 *   const { nonce, next } = takeNonce(pair);                // store `next` with the round, atomically
 *   const result = game.play(roundRng(pair.serverSeed, pair.clientSeed, nonce), v.bet);
 * and later, anyone holding the revealed server seed:
 *   verifyRound(serverSeed, clientSeed, nonce, 'lotus-slot', storedBet)  // same result
 */
import { type BaccaratBet, type BaccaratOutcome, createBaccaratGame } from './baccarat';
import { type CrashBet, type CrashOutcome, createCrashGame } from './crash';
import { createDiceGame, type DiceBet, type DiceOutcome } from './dice';
import { hashServerSeed, roundRng } from './fairness';
import { createFishGame, type FishBet, type FishOutcome } from './fish';
import { createSlotGame, LOTUS_SLOT, type SlotBet, type SlotDefinition, type SlotOutcome } from './slot';
import { OCEAN_SLOT, TET_SLOT } from './slotGames';
import { createXiDachGame, type XiDachBet, type XiDachOutcome } from './xiDach';
import type { BetLimits, GameId, HouseGame, PlayResult, SlotGameId } from './types';
import { BetValidationError } from './types';

export * from './types';
export * from './fairness';
export * from './slot';
export * from './slotGames';
export * from './baccarat';
export * from './dice';
export * from './crash';
export * from './fish';
export * from './xiDach';
export { formatMinor } from './bets';
export * as stats from './stats';

export const GAME_IDS: readonly GameId[] = [
  'lotus-slot',
  'tet-slot',
  'ocean-slot',
  'baccarat',
  'dice',
  'crash',
  'fish-hunter',
  'xi-dach',
];

/** The slot games' definitions (the maths the one slot engine plays), by id. */
export const SLOT_DEFINITIONS: Readonly<Record<SlotGameId, SlotDefinition>> = {
  'lotus-slot': LOTUS_SLOT,
  'tet-slot': TET_SLOT,
  'ocean-slot': OCEAN_SLOT,
};

export function isSlotGameId(id: unknown): id is SlotGameId {
  return typeof id === 'string' && Object.hasOwn(SLOT_DEFINITIONS, id);
}

/** The games by id, each with its own bet and outcome types. */
export interface HouseGames {
  readonly 'lotus-slot': HouseGame<SlotBet, SlotOutcome>;
  readonly 'tet-slot': HouseGame<SlotBet, SlotOutcome>;
  readonly 'ocean-slot': HouseGame<SlotBet, SlotOutcome>;
  readonly baccarat: HouseGame<BaccaratBet, BaccaratOutcome>;
  readonly dice: HouseGame<DiceBet, DiceOutcome>;
  readonly crash: HouseGame<CrashBet, CrashOutcome>;
  readonly 'fish-hunter': HouseGame<FishBet, FishOutcome>;
  readonly 'xi-dach': HouseGame<XiDachBet, XiDachOutcome>;
}

/** All house games, with optional per-game table limits (minor units). */
export function createHouseGames(limits: Partial<Record<GameId, BetLimits>> = {}): HouseGames {
  return {
    'lotus-slot': createSlotGame(limits['lotus-slot'], LOTUS_SLOT),
    'tet-slot': createSlotGame(limits['tet-slot'], TET_SLOT),
    'ocean-slot': createSlotGame(limits['ocean-slot'], OCEAN_SLOT),
    baccarat: createBaccaratGame(limits.baccarat),
    dice: createDiceGame(limits.dice),
    crash: createCrashGame(limits.crash),
    'fish-hunter': createFishGame(limits['fish-hunter']),
    'xi-dach': createXiDachGame(limits['xi-dach']),
  };
}

/** The games with their default limits (limits never affect outcomes, so replays use these). */
export const houseGames: HouseGames = createHouseGames();

export function isGameId(id: unknown): id is GameId {
  return typeof id === 'string' && (GAME_IDS as readonly string[]).includes(id);
}

/** A game by id, untyped (bet and outcome unknown) for dynamic dispatch. */
export function getGame(id: GameId): HouseGame {
  return houseGames[id] as HouseGame;
}

export interface VerifiedRound<Outcome = unknown> extends PlayResult<Outcome> {
  /** SHA-256 of the given server seed: compare it with the commitment shown before the round. */
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  game: GameId;
  /** The bet as parsed (with defaults such as the slot's rtpProfile filled in). */
  bet: unknown;
}

/**
 * Recomputes a past round from the revealed server seed, the client seed, the nonce, the game and the
 * stored bet. Throws FairnessError for a malformed seed or nonce, BetValidationError for a bet the game
 * cannot parse (table limits are not applied: they do not change outcomes and may have changed since).
 */
export function verifyRound(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  game: GameId | HouseGame,
  params: unknown,
): VerifiedRound {
  const g = typeof game === 'string' ? gameOrThrow(game) : game;
  const rng = roundRng(serverSeed, clientSeed, nonce);
  const parsed = g.parseBetForReplay(params);
  if (!parsed.ok) throw new BetValidationError(parsed.error);
  const result = g.play(rng, parsed.bet);
  return {
    ...result,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed,
    nonce,
    game: g.describe().id,
    bet: parsed.bet,
  };
}

/**
 * Validates and plays one round (with the table limits of `game`). Throws BetValidationError on a bad
 * bet. The caller owns the nonce: take it with `takeNonce` and store the advanced pair with the round.
 */
export function playRound(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  game: GameId | HouseGame,
  params: unknown,
): PlayResult<unknown> & { bet: unknown } {
  const g = typeof game === 'string' ? gameOrThrow(game) : game;
  const v = g.validateBet(params);
  if (!v.ok) throw new BetValidationError(v.error);
  return { ...g.play(roundRng(serverSeed, clientSeed, nonce), v.bet), bet: v.bet };
}

function gameOrThrow(id: string): HouseGame {
  if (!isGameId(id)) {
    throw new BetValidationError({
      code: 'game_unknown',
      field: 'game',
      message: { en: `Unknown game ${JSON.stringify(id)}.`, vi: `Trò chơi không tồn tại: ${JSON.stringify(id)}.` },
    });
  }
  return houseGames[id] as HouseGame;
}

/**
 * @lotus/house/lottery: the lottery's pure engine (no HTTP, no database): the games and their
 * schedules, the provably-fair draws, the bet types with their settlement, and the odds per prize mode.
 */
export * from './games';
export * from './draw';
export * from './bets';
export * from './odds';

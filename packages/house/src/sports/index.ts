/**
 * @lotus/house/sports: the sportsbook's pure engine (no HTTP, no database): markets and their
 * settlement (quarter lines, pushes, void legs), parlay odds, odds styles, and the demo feed's
 * competitions, prices and seeded results.
 */
export * from './markets';
export * from './pricing';
export * from './leagues';
export * from './labels';

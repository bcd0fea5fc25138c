export * from './adapters';
export { vendorSecret } from './secrets';
export { authenticate, balance, counterAccount, createLaunchSession, verifyCallback, type VendorRow } from './sessions';
export { takeTrialSessionsPlayMoney } from './playMoneyRepository';
export { bet, fingerprintOf, rollback, win } from './transactions';

/**
 * The provider gateway (docs/API.md "Provider API"): launch sessions, the seamless-wallet callbacks
 * (authenticate, balance, bet, win, rollback) and the adapters of vendors. Every bet and win moves
 * money through the ledger (member_main ↔ the vendor's provider account, or the house account for
 * LOTUS_HOUSE) with the key `pv:<vendor id>:<transaction id>`, in the same transaction as the
 * record of the vendor's transaction and of the round.
 *
 * ./sessions.ts holds the launch sessions and the callbacks' checks, ./transactions.ts the money
 * callbacks; other modules and the routes import them from here.
 */

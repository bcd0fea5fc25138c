import { z } from 'zod';

/**
 * The provider gateway's seamless-wallet API (issue 5, DESIGN.md "Game providers"). A vendor calls
 * it to authenticate a launch token, read a balance, and place bets, wins and rollbacks. Full
 * integration guide: docs/API.md, "Provider API".
 *
 * Every call is `POST` with a JSON body and three headers:
 *   X-Lotus-Vendor:    the vendor code (vassalage)
 *   X-Lotus-Timestamp: milliseconds since 1970-01-01 UTC, within ±PROVIDER_TIMESTAMP_WINDOW_MS of ours
 *   X-Lotus-Signature: hex HMAC-SHA256(key = the vendor's secret, message = `${timestamp}.${rawBody}`)
 * Answers are the Lotus envelope `{ success, value?, errorCode?, message?, field? }`.
 * Money is integer minor units (1/100 of the currency) as JSON numbers.
 */
export const PROVIDER_PATHS = {
  authenticate: '/provider/v1/authenticate',
  balance: '/provider/v1/balance',
  bet: '/provider/v1/bet',
  win: '/provider/v1/win',
  rollback: '/provider/v1/rollback',
} as const;

export const PROVIDER_HEADERS = {
  vendor: 'x-lotus-vendor',
  timestamp: 'x-lotus-timestamp',
  signature: 'x-lotus-signature',
} as const;

/** A callback's timestamp may differ from the server's clock by at most this (5 minutes). */
export const PROVIDER_TIMESTAMP_WINDOW_MS = 5 * 60_000;
/** The largest amount of one bet, win or rollback (minor units); also the ledger's posting limit. */
export const PROVIDER_MAX_AMOUNT = 1_000_000_000_000_000;

/** Identifiers chosen by the vendor: 1–100 of letters, digits and `_ - . :`. */
const providerId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits and _ - . : only');
const launchToken = z.string().min(16).max(200);
const playerId = z.string().min(1).max(64);
const currency = z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code');
const gameCode = z.string().min(1).max(64);
const amount = (min: number) => z.number().int().min(min).max(PROVIDER_MAX_AMOUNT);

export const providerAuthenticateSchema = z.strictObject({ token: launchToken });
export const providerBalanceSchema = z.strictObject({ token: launchToken, playerId });
export const providerBetSchema = z.strictObject({
  token: launchToken,
  playerId,
  /** The vendor's unique id of this transaction: the idempotency key. */
  transactionId: providerId,
  /** Links the bets and wins of one game round. */
  roundId: providerId,
  /** The vendor's code of the game (as in the catalogue's `code`). */
  gameCode,
  /** Stake in minor units, > 0. */
  amount: amount(1),
  currency,
  /** true: no win will follow (the round is over, e.g. lost). Default false. */
  roundClosed: z.boolean().optional(),
});
export const providerWinSchema = z.strictObject({
  token: launchToken,
  playerId,
  transactionId: providerId,
  roundId: providerId,
  gameCode: gameCode.optional(),
  /** Gross amount credited in minor units, ≥ 0 (0 settles a lost round). */
  amount: amount(0),
  currency,
  /** Default true: the round is settled. false: more wins of this round follow. */
  roundClosed: z.boolean().optional(),
});
export const providerRollbackSchema = z.strictObject({
  token: launchToken,
  playerId,
  transactionId: providerId,
  /** The transactionId of the bet to cancel. */
  referenceTransactionId: providerId,
  roundId: providerId,
  gameCode: gameCode.optional(),
  /** When sent, must equal the referenced bet's amount. */
  amount: amount(1).optional(),
  currency: currency.optional(),
});
export type ProviderBet = z.infer<typeof providerBetSchema>;
export type ProviderWin = z.infer<typeof providerWinSchema>;
export type ProviderRollback = z.infer<typeof providerRollbackSchema>;

export const PROVIDER_SESSION_MODES = ['real', 'trial'] as const;

export const providerAuthenticateValueSchema = z.object({
  playerId: z.string(),
  /** A display name (the member's nickname, else the masked username). */
  displayName: z.string(),
  currency: z.string(),
  /** Minor units: real money (mode real) or play money (mode trial). */
  balance: z.number().int(),
  language: z.enum(['vi', 'en']),
  /** trial: free play with play money; nothing reaches the member's wallet. */
  mode: z.enum(PROVIDER_SESSION_MODES),
  gameCode: z.string(),
  /** Bets are refused after this time (wins and rollbacks still accepted). */
  sessionExpiresAt: z.string(),
});
export const providerBalanceValueSchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  balance: z.number().int(),
});
export const providerTransactionValueSchema = z.object({
  playerId: z.string(),
  currency: z.string(),
  /** The balance after this transaction (on a replay: after the first one). */
  balance: z.number().int(),
  transactionId: z.string(),
  roundId: z.string(),
  /** ok: money moved; acknowledged: a rollback of an unknown bet, recorded (that bet id is now refused). */
  status: z.enum(['ok', 'acknowledged']),
  /** The journal entry that moved the money (null for trial sessions and acknowledged rollbacks). */
  entryId: z.number().int().nullable(),
  /** true when this answer repeats the first answer to the same transactionId. */
  replayed: z.boolean(),
});
export type ProviderTransactionValue = z.infer<typeof providerTransactionValueSchema>;

/**
 * The gateway's errorCodes (with their HTTP status in errors.ts). A refusal of a bet, win or rollback
 * that passed authentication is final for that transactionId: repeating it answers the same error.
 */
export const PROVIDER_ERROR_CODES = [
  'provider_vendor_unknown',
  'provider_signature_invalid',
  'provider_timestamp_invalid',
  'provider_token_invalid',
  'provider_session_expired',
  'provider_player_unknown',
  'provider_player_not_allowed',
  'provider_game_unknown',
  'provider_currency_mismatch',
  'provider_round_unknown',
  'provider_round_closed',
  'provider_transaction_conflict',
  'provider_bet_cancelled',
  'provider_reference_invalid',
  'provider_address_not_allowed',
  'provider_vendor_suspended',
  'provider_game_mismatch',
  'provider_bet_out_of_range',
  'TOO_MANY_REQUESTS',
  'insufficient_balance',
  'validation_failed',
  'malformed_json',
] as const;

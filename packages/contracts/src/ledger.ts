/**
 * The double-entry ledger's vocabulary (issue 4), shared by the server and the web (the account
 * records page filters by entry type). See docs/LEDGER.md.
 */

/** Accounts owned by a member. Never negative (enforced by the database). */
export const MEMBER_ACCOUNT_KINDS = [
  /** The member's main wallet. */
  'member_main',
  /** The member's money held at a transfer-wallet vendor (one per vendor code). */
  'member_vendor',
  /** Bonus money not yet withdrawable. */
  'member_bonus',
  /** Money of withdrawals requested and not yet approved or rejected. */
  'member_locked',
  /** Free-play credit of a trial account (isAgent 4): currency TRIAL_CURRENCY only, never real money. */
  'member_trial',
] as const;

/** The brand's own accounts: the counter-side of member movements; they may go negative. */
export const BRAND_ACCOUNT_KINDS = [
  /** House games' wins and losses; counter-side of bets and wins on the house provider. */
  'house',
  /** Money in flight with payment gateways: deposits credit members from here, payouts go here. */
  'payment_clearing',
  /** Cost of bonuses and promotions. */
  'promotion',
  /** Counter-side of bets and wins at a seamless-wallet vendor (one per vendor code). */
  'provider',
  /** Transfers to or from a transfer-wallet vendor whose outcome is not yet known (per vendor code). */
  'transfer_clearing',
  /** Approved withdrawals not yet paid out. */
  'withdrawal_payable',
  /** Counter-side of operators' manual adjustments. */
  'adjustment',
  /** Fees taken from deposits (channel fees, docs/API.md "Money"). */
  'payment_fees',
  /** Counter-side of free-play credit: currency TRIAL_CURRENCY only. */
  'trial_issuer',
] as const;

export const LEDGER_ACCOUNT_KINDS = [...MEMBER_ACCOUNT_KINDS, ...BRAND_ACCOUNT_KINDS] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

/** Kinds that exist once per vendor code. */
export const VENDOR_ACCOUNT_KINDS = [
  'member_vendor',
  'provider',
  'transfer_clearing',
] as const satisfies readonly LedgerAccountKind[];

export const isMemberAccountKind = (kind: string): kind is MemberAccountKind =>
  (MEMBER_ACCOUNT_KINDS as readonly string[]).includes(kind);

/**
 * Free play lives in its own currency, ISO 4217 XTS ("reserved for testing"): trial accounts hold
 * only XTS and real accounts never do (a CHECK on ledger_accounts), and ledger_post refuses an entry
 * whose accounts mix currencies, so demo credit can never be posted against real money.
 */
export const TRIAL_CURRENCY = 'XTS';
export const TRIAL_ACCOUNT_KINDS = ['member_trial', 'trial_issuer'] as const satisfies readonly LedgerAccountKind[];

/** What a journal entry records. The postings say which accounts move; the type says why. */
export const LEDGER_ENTRY_TYPES = [
  'deposit', // payment_clearing → member_main
  'withdrawal_request', // member_main → member_locked
  'withdrawal_reject', // member_locked → member_main
  'withdrawal_approve', // member_locked → withdrawal_payable
  'withdrawal_pay', // withdrawal_payable → payment_clearing
  'withdrawal_refund', // payment_clearing → member_main (a paid withdrawal that never arrived, after review)
  'transfer', // member_main ↔ member_vendor (or through transfer_clearing)
  'bet', // member wallet → house / provider
  'win', // house / provider → member wallet
  'rollback', // reversal of a bet (provider rollback)
  'bonus', // promotion → member_bonus / member_main
  'bonus_convert', // member_bonus → member_main (a bonus's wagering met)
  'bonus_forfeit', // member_bonus → promotion (a bonus expired or given up)
  'member_transfer', // member ↔ member along the agent line (transferUpline, to downline)
  'adjustment', // operator correction against the adjustment account
  'reversal', // reversal of any other entry
  'trial_credit', // free-play credit: trial_issuer → member_trial (trial currency XTS only)
  'agent_payout', // salary or dividend of an agent contract: promotion → member_main
] as const;
export type LedgerEntryType = (typeof LEDGER_ENTRY_TYPES)[number];

export const isLedgerEntryType = (type: string): type is LedgerEntryType =>
  (LEDGER_ENTRY_TYPES as readonly string[]).includes(type);

/** The largest absolute amount of one posting, in minor units (10^15 = 10 trillion major units). */
export const MAX_POSTING_AMOUNT = 1_000_000_000_000_000n;

import { IS_AGENT, type ErrorCode } from '@lotus/contracts';
import { AppError } from '../../lib/errors';

/**
 * What an account may do, by its kind (`members.is_agent`, SPEC §6), decided here and nowhere else: the
 * auth guards (`app.auth.requireCapability`), the game launch, the launch sessions of every vendor and the
 * seamless wallet's authenticate and bet ask this table. docs/API.md "Account kinds" shows it.
 *
 * - 0 member: plays for real money, deposits, withdraws, moves money to and from vendor wallets and to its
 *   upline.
 * - 1, 2 agents: run a team from the agent centre (send money to the downline) and withdraw what they
 *   earn; they are not players: no real-money game, no deposit, no vendor may take their bets, no player's
 *   rewards (promotions, missions, rebate, points, VIP).
 * - 41, 42 player-agents: a member and an agent at once.
 * - 4 trial (free play): play money only.
 */
export type Capability =
  /** Launch a game for real money (launch, the lottery's and sportsbook's pages). */
  | 'playReal'
  /** Launch a game's free trial (play money, never in the ledger). */
  | 'playTrial'
  /** Be bet on by a vendor with real money (seamless authenticate and bet of a real session). */
  | 'vendorBets'
  | 'deposit'
  | 'withdraw'
  /** Move money between the main wallet and a transfer vendor's wallet. */
  | 'walletTransfer'
  | 'transferUpline'
  | 'transferDownline'
  /** Take a player's rewards: join, apply for and claim promotions, claim missions, rebate and VIP rewards, redeem points. */
  | 'claimRewards';

export const CAPABILITIES = [
  'playReal',
  'playTrial',
  'vendorBets',
  'deposit',
  'withdraw',
  'walletTransfer',
  'transferUpline',
  'transferDownline',
  'claimRewards',
] as const satisfies readonly Capability[];

const PLAYER: readonly Capability[] = [
  'playReal',
  'playTrial',
  'vendorBets',
  'deposit',
  'withdraw',
  'walletTransfer',
  'transferUpline',
  'claimRewards',
];
const AGENT: readonly Capability[] = ['playTrial', 'withdraw', 'transferDownline'];

/** The table: account kind → what it may do. A kind not in it (none exists) may do nothing. */
export const KIND_CAPABILITIES: Readonly<Record<number, readonly Capability[]>> = {
  [IS_AGENT.MEMBER]: PLAYER,
  [IS_AGENT.AGENT]: AGENT,
  [IS_AGENT.AGENT_2]: AGENT,
  [IS_AGENT.AGENT_41]: [...PLAYER, 'transferDownline'],
  [IS_AGENT.AGENT_42]: [...PLAYER, 'transferDownline'],
  [IS_AGENT.TRIAL]: ['playTrial'],
};

/** Whether an account of this kind may do this. */
export function mayDo(kind: number, capability: Capability): boolean {
  return KIND_CAPABILITIES[kind]?.includes(capability) ?? false;
}

/**
 * The answer to an account that may not do this: an agent's action for a non-agent is not_an_agent; a
 * trial account is told to get a real one (in_need_true_account, SPEC §5's action guard); an agent of kind
 * 1 or 2 is not a member (not_a_member, as the member site's sign-in answers it).
 */
export function refusalOf(kind: number, capability: Capability): ErrorCode {
  if (capability === 'transferDownline') return 'not_an_agent';
  if (kind === IS_AGENT.TRIAL) return 'in_need_true_account';
  return 'not_a_member';
}

/** Throws the refusal (refusalOf) unless an account of this kind may do this. */
export function requireCapability(kind: number, capability: Capability): void {
  if (!mayDo(kind, capability)) throw new AppError(refusalOf(kind, capability));
}

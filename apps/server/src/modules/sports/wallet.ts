import { SPORTS_VASSALAGE } from '@lotus/contracts';
import { builtInWallet } from '../provider/builtIn';
import type { BetRow } from './repository';

/**
 * The sportsbook vendor's side of the seamless-wallet API: a built-in vendor (modules/provider/builtIn.ts).
 * One bet (single or parlay) is one round `SB<bet>`: the stake `SB<bet>-bet`, the payout of its
 * settlement v `SB<bet>-w<v>` (0 for a loss closes the round), its reversal `SB<bet>-x<v>`, a refund `SB<bet>-rb`.
 */
export const sportsWallet = builtInWallet(SPORTS_VASSALAGE, 'sports_unavailable');

export const roundIdOf = (b: Pick<BetRow, 'id'>) => `SB${b.id}`;

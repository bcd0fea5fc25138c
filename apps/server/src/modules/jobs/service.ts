import type { JobName } from '@lotus/contracts';
import type { AppContext } from '../../context';
import { expireDeposits } from '../deposits/service';
import { evaluateDueReferrals } from '../referral/service';
import { accruePoints } from '../points/service';
import { expireBonuses, settleEndedPromotions } from '../promotions/service';
import { settleResponsibleGaming } from '../responsible-gaming/service';
import { deliverDueCallbacks } from '../sandbox/service';
import { reconcileTransfers } from '../wallets/service';
import { evaluateAllBrands } from '../vip/service';
import { settleAgentContracts } from '../agent-contracts/settlement';
import { autoReceiveWithdrawals } from '../withdrawals/service';
import { runLottery } from '../lottery/service';
import { runSports } from '../sports/feed';
import { runJobExclusive, startJobRunner, type Job, type JobRun, type JobRunner } from './runner';

export { jobLockKey, runJobExclusive, startJobRunner, type Job, type JobRun, type JobRunner } from './runner';

/**
 * The money jobs (docs/API.md "Money", Jobs): transfer reconciliation, deposit expiry, the sandbox
 * gateway's callback retries, withdrawal auto-receive, bonus expiry, the end of races and raffles, and the
 * ends of responsible-gaming blocks and cooling-offs recorded in the members' history. server.ts starts
 * them; tests call the job functions (or runMoneyJob) directly.
 */
export const MONEY_JOBS: Record<JobName, Job> = {
  'transfers.reconcile': { name: 'transfers.reconcile', run: (ctx) => reconcileTransfers(ctx) },
  // Referred friends whose evaluation is due: abuse checks, then the reward once (modules/referral).
  'referral.qualify': { name: 'referral.qualify', run: (ctx) => evaluateDueReferrals(ctx) },
  'deposits.expire': { name: 'deposits.expire', run: (ctx) => expireDeposits(ctx) },
  'payments.callbacks': {
    name: 'payments.callbacks',
    run: (ctx) => (ctx.config.money.sandboxEnabled ? deliverDueCallbacks(ctx) : Promise.resolve(0)),
  },
  'withdrawals.autoReceive': { name: 'withdrawals.autoReceive', run: (ctx) => autoReceiveWithdrawals(ctx) },
  'bonuses.expire': { name: 'bonuses.expire', run: (ctx) => expireBonuses(ctx) },
  'promotions.settle': { name: 'promotions.settle', run: (ctx) => settleEndedPromotions(ctx) },
  // Ended time-outs, self-exclusions and cooling-offs into the members' responsible-gaming history.
  'rg.settle': { name: 'rg.settle', run: (ctx) => settleResponsibleGaming(ctx) },
  // Points on settled valid bets and credited deposits, each once (modules/points/accrual.ts).
  'points.accrue': { name: 'points.accrue', run: (ctx) => accruePoints(ctx) },
  // VIP promotion (daily) and keep review (monthly), each member once per period (modules/vip).
  'vip.evaluate': { name: 'vip.evaluate', run: (ctx) => evaluateAllBrands(ctx) },
  // Agent contracts' ended periods, each (contract, period) paid once (modules/agent-contracts/settlement.ts).
  'agents.settle': { name: 'agents.settle', run: (ctx) => settleAgentContracts(ctx) },
  // The lottery: open the next draws, close, draw and settle each draw once (modules/lottery/draws.ts).
  'lottery.run': { name: 'lottery.run', run: (ctx) => runLottery(ctx) },
  // The sportsbook's demo feed: fixtures, odds, kick-offs, simulated results and settlement (modules/sports/feed.ts).
  'sports.run': { name: 'sports.run', run: (ctx) => runSports(ctx) },
};

export function runMoneyJob(ctx: AppContext, name: JobName): Promise<JobRun> {
  return runJobExclusive(ctx, MONEY_JOBS[name]);
}

/** Starts the money jobs every JOBS_INTERVAL_MS unless JOBS_ENABLED is false. */
export function startMoneyJobs(ctx: AppContext, log?: (msg: string, err?: unknown) => void): JobRunner | undefined {
  if (!ctx.config.money.jobsEnabled) return undefined;
  return startJobRunner(ctx, Object.values(MONEY_JOBS), { intervalMs: ctx.config.money.jobsIntervalMs, log });
}

import { defineModule } from '../../moduleKit';
import { registerReferralRoutes } from './routes';
import { registerReferralOpsRoutes } from './opsRoutes';
import { seedDemoReferralIfEmpty } from '../../db/seed/demoReferral';
import { referralCommand } from '../../cli/commands/referral';
import { evaluateDueReferrals, referralFirstDeposit, referralRegistered } from './service';

/** Referral: invite friends, their first deposit, the referrer's reward. */
export default defineModule({
  name: 'referral',
  routes: [registerReferralRoutes],
  opsRoutes: [registerReferralOpsRoutes],
  jobs: [{ name: 'referral.qualify', run: (ctx) => evaluateDueReferrals(ctx) }],
  seed: [(db) => seedDemoReferralIfEmpty(db)],
  commands: [referralCommand],
  handlers: () => ({
    // A registration with a referral code records the friend (or refuses an unknown code: the account is not made).
    'member.registered': (tx, m) => referralRegistered(tx, m),
    // A referred friend's first deposit, in the deposit's transaction; a rewarded referrer's balance moved.
    'deposit.credited': async (tx, d) => {
      if (!d.isFirst) return;
      const referrer = await referralFirstDeposit(tx, d);
      if (referrer !== undefined) d.balancesMoved.push(referrer);
    },
  }),
});

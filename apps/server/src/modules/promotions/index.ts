import { defineModule } from '../../moduleKit';
import { registerPromotionRoutes } from './routes';
import { registerPromotionOpsRoutes } from './opsRoutes';
import { seedDemoPromotionsIfEmpty } from '../../db/seed/demoPromotions';
import { promoCommand } from '../../cli/commands/promo';
import { bonusOnWithdrawal, expireBonuses, onDepositCredited, settleEndedPromotions } from './service';

/** Promotions: deposit matches, races, raffles, bonuses. */
export default defineModule({
  name: 'promotions',
  routes: [registerPromotionRoutes],
  opsRoutes: [registerPromotionOpsRoutes],
  jobs: [
    { name: 'bonuses.expire', run: (ctx) => expireBonuses(ctx) },
    { name: 'promotions.settle', run: (ctx) => settleEndedPromotions(ctx) },
  ],
  seed: [(db) => seedDemoPromotionsIfEmpty(db)],
  commands: [promoCommand],
  // The brand's promotions see a deposit in its transaction (deposit matches, raffle tickets); a withdrawal asks
  // about the open bonus it gives up, and forfeits it once the member confirmed (decision 0040).
  handlers: () => ({
    'deposit.credited': (tx, d) => onDepositCredited(tx, d),
    'withdrawal.openBonus': async (tx, q) => {
      q.bonus = await bonusOnWithdrawal(tx, q);
    },
  }),
});

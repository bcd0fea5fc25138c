import { defineModule } from '../../moduleKit';
import { registerVipOpsRoutes } from './opsRoutes';
import { registerVipRoutes } from './routes';
import { seedDemoVipIfEmpty } from '../../db/seed/demoVip';
import { vipCommand } from '../../cli/commands/vip';
import { evaluateAllBrands, withdrawalLimitsOf } from './service';

/** VIP ranks: promotion, keep reviews, rewards, withdrawal limits per rank. */
export default defineModule({
  name: 'vip',
  routes: [registerVipRoutes],
  opsRoutes: [registerVipOpsRoutes],
  jobs: [{ name: 'vip.evaluate', run: (ctx) => evaluateAllBrands(ctx) }],
  seed: [(db) => seedDemoVipIfEmpty(db)],
  commands: [vipCommand],
  // A rank may set its own daily withdrawal limits (withdrawals cannot import vip, which reads deposits).
  handlers: () => ({
    'withdrawal.limits': async (tx, q) => {
      q.limits = await withdrawalLimitsOf(tx, q.merchantId, q.vipLevel, q.brand);
    },
  }),
});

import { defineModule } from '../../moduleKit';
import { registerRebateRoutes } from './routes';
import { registerRebateOpsRoutes } from './opsRoutes';
import { seedDemoRebateIfEmpty } from '../../db/seed/demoRebate';
import { rebateCommand } from '../../cli/commands/rebate';

/** Rebates on valid bets. */
export default defineModule({
  name: 'rebate',
  routes: [registerRebateRoutes],
  opsRoutes: [registerRebateOpsRoutes],
  seed: [(db) => seedDemoRebateIfEmpty(db)],
  commands: [rebateCommand],
});

import { defineModule } from '../../moduleKit';
import { registerLotteryRoutes } from './routes';
import { registerLotteryPages } from './pages';
import { registerLotteryOpsRoutes } from './opsRoutes';
import { lotteryCommand } from '../../cli/commands/lottery';
import { runLottery } from './service';

/** The lottery: draws, tickets, its pages. */
export default defineModule({
  name: 'lottery',
  routes: [registerLotteryRoutes, registerLotteryPages],
  opsRoutes: [registerLotteryOpsRoutes],
  publishes: ['result.correcting'],
  jobs: [{ name: 'lottery.run', run: (ctx) => runLottery(ctx) }],
  commands: [lotteryCommand],
});

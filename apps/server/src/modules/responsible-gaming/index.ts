import { defineModule } from '../../moduleKit';
import { registerResponsibleGamingRoutes } from './routes';
import { registerResponsibleGamingOpsRoutes } from './opsRoutes';
import { rgCommand } from '../../cli/commands/rg';
import { assertMayTransferIn, settleResponsibleGaming } from './service';

/** Responsible gaming: limits, time-outs, self-exclusion. */
export default defineModule({
  name: 'responsible-gaming',
  routes: [registerResponsibleGamingRoutes],
  opsRoutes: [registerResponsibleGamingOpsRoutes],
  jobs: [{ name: 'rg.settle', run: (ctx) => settleResponsibleGaming(ctx) }],
  commands: [rgCommand],
  publishes: ['deposit.total'],
  // Money into a vendor's wallet is refused during a time-out or self-exclusion.
  handlers: () => ({ 'wallet.transferringIn': (tx, t) => assertMayTransferIn(tx, t.memberId, t.language, t.at) }),
});

import { defineModule } from '../../moduleKit';
import { registerWalletRoutes } from './routes';
import { registerWalletOpsRoutes } from './opsRoutes';
import { moneyCommand } from '../../cli/commands/money';
import { reconcileTransfers } from './service';

/** Members' wallets, balances and transfers to vendors' wallets. */
export default defineModule({
  name: 'wallets',
  routes: [registerWalletRoutes],
  opsRoutes: [registerWalletOpsRoutes],
  jobs: [{ name: 'transfers.reconcile', run: (ctx) => reconcileTransfers(ctx) }],
  commands: [moneyCommand],
  publishes: ['wallet.transferringIn'],
});

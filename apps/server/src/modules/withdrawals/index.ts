import { defineModule } from '../../moduleKit';
import { registerWithdrawalRoutes } from './routes';
import { registerWithdrawalOpsRoutes } from './opsRoutes';
import { withdrawalCommand } from '../../cli/commands/withdrawal';
import { autoReceiveWithdrawals } from './service';
import { releaseKycHold } from './repository';

/** Withdrawals: bank accounts, orders and their payment. */
export default defineModule({
  name: 'withdrawals',
  routes: [registerWithdrawalRoutes],
  opsRoutes: [registerWithdrawalOpsRoutes],
  jobs: [{ name: 'withdrawals.autoReceive', run: (ctx) => autoReceiveWithdrawals(ctx) }],
  commands: [withdrawalCommand],
  publishes: ['withdrawal.limits', 'withdrawal.openBonus'],
  // The member's identity check was approved: its orders that waited for it go on to the operators.
  handlers: () => ({ 'kyc.approved': async (tx, e) => void (await releaseKycHold(tx, e.memberId)) }),
});

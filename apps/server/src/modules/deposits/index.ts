import { defineModule } from '../../moduleKit';
import { registerDepositRoutes } from './routes';
import { registerDepositOpsRoutes } from './opsRoutes';
import { registerBankTransferRoutes } from './bankRoutes';
import { seedDemoDepositChannelsIfEmpty, seedDemoReceivingAccountsIfEmpty } from '../../db/seed/demoDepositChannels';
import { depositCommand } from '../../cli/commands/deposit';
import { bankCommand } from '../../cli/commands/bank';
import { depositTotal, expireDeposits } from './service';

/** Deposits: channels, orders, gateways, bank transfers and their statements. */
export default defineModule({
  name: 'deposits',
  routes: [registerDepositRoutes],
  opsRoutes: [registerDepositOpsRoutes, registerBankTransferRoutes],
  jobs: [{ name: 'deposits.expire', run: (ctx) => expireDeposits(ctx) }],
  seed: [(db) => seedDemoDepositChannelsIfEmpty(db), (db) => seedDemoReceivingAccountsIfEmpty(db)],
  commands: [depositCommand, bankCommand],
  publishes: ['deposit.credited'],
  // Responsible gaming's deposit limits ask for the member's deposits (it cannot import deposits, which checks them).
  handlers: () => ({
    'deposit.total': async (tx, q) => {
      q.total = await depositTotal(tx, q);
    },
  }),
});

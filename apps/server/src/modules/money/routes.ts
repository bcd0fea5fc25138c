import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppContext } from '../../context';
import { registerInboxRoutes } from '../inbox/routes';
import { registerJobOpsRoutes } from '../jobs/routes';
import { registerPaymentOpsRoutes } from '../payments/opsRoutes';
import { registerPaymentRoutes } from '../payments/routes';
import { registerSandboxRoutes } from '../sandbox/routes';
import { registerTransferRoutes } from '../transfers/routes';
import { registerWalletOpsRoutes } from '../wallets/opsRoutes';
import { registerWalletRoutes } from '../wallets/routes';
import { initBalanceBus } from '../wallets/service';
import { registerWithdrawalOpsRoutes } from '../withdrawals/opsRoutes';
import { registerWithdrawalRoutes } from '../withdrawals/routes';

/**
 * Everything money registers on the app (docs/API.md "Money"): the balance bus (through Redis when
 * the app has it), the member routes of wallets, deposits, withdrawals, transfers and the inbox, the
 * gateways' webhook, the operator routes, and the built-in sandboxes.
 */
export function registerMoney(
  app: FastifyInstance,
  ctx: AppContext,
  options: { redis?: Redis | undefined; namespace?: string | undefined },
) {
  const bus = initBalanceBus(ctx, options);
  app.addHook('onClose', async () => bus.close());
  registerWalletRoutes(app, ctx);
  registerPaymentRoutes(app, ctx);
  registerWithdrawalRoutes(app, ctx);
  registerTransferRoutes(app, ctx);
  registerInboxRoutes(app, ctx);
  registerWalletOpsRoutes(app, ctx);
  registerPaymentOpsRoutes(app, ctx);
  registerWithdrawalOpsRoutes(app, ctx);
  registerJobOpsRoutes(app, ctx);
  registerSandboxRoutes(app, ctx);
}

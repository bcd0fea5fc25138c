import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerInboxRoutes } from '../inbox/routes';
import { registerJobOpsRoutes } from '../jobs/routes';
import { registerBankTransferRoutes } from '../deposits/bankRoutes';
import { registerDepositOpsRoutes } from '../deposits/opsRoutes';
import { registerDepositRoutes } from '../deposits/routes';
import { depositTotal } from '../deposits/service';
import { registerPromotionOpsRoutes } from '../promotions/opsRoutes';
import { registerPromotionRoutes } from '../promotions/routes';
import { registerResponsibleGamingOpsRoutes } from '../responsible-gaming/opsRoutes';
import { registerResponsibleGamingRoutes } from '../responsible-gaming/routes';
import { assertMayTransferIn } from '../responsible-gaming/service';
import { registerSandboxOpsRoutes } from '../sandbox/opsRoutes';
import { registerSandboxRoutes } from '../sandbox/routes';
import { registerTransferRoutes } from '../transfers/routes';
import { withdrawalLimitsOf } from '../vip/service';
import { registerWalletOpsRoutes } from '../wallets/opsRoutes';
import { registerWalletRoutes } from '../wallets/routes';
import { registerWithdrawalOpsRoutes } from '../withdrawals/opsRoutes';
import { registerWithdrawalRoutes } from '../withdrawals/routes';

/**
 * Everything money registers on the app (docs/API.md "Money"): the member routes of wallets,
 * deposits, withdrawals, transfers, the inbox, promotions and responsible gaming, the gateways' webhook, the operator routes, and
 * the built-in sandboxes. The balance bus they publish on is the context's (`ctx.balances`).
 */
export function registerMoney(app: FastifyInstance, ctx: AppContext) {
  // Money into a vendor's wallet is refused during a time-out or self-exclusion (wallets cannot import
  // responsible gaming, which reads withdrawals and accounts, which read wallets).
  registerWalletRoutes(app, ctx, assertMayTransferIn);
  registerDepositRoutes(app, ctx);
  // The daily withdrawal limits of the member's VIP rank (withdrawals cannot import vip, which reads deposits).
  registerWithdrawalRoutes(app, ctx, withdrawalLimitsOf);
  registerTransferRoutes(app, ctx);
  registerInboxRoutes(app, ctx);
  registerPromotionRoutes(app, ctx);
  registerPromotionOpsRoutes(app, ctx);
  registerResponsibleGamingRoutes(app, ctx, depositTotal);
  registerResponsibleGamingOpsRoutes(app, ctx, depositTotal);
  registerWalletOpsRoutes(app, ctx);
  registerSandboxOpsRoutes(app, ctx);
  registerDepositOpsRoutes(app, ctx);
  registerBankTransferRoutes(app, ctx);
  registerWithdrawalOpsRoutes(app, ctx);
  registerJobOpsRoutes(app, ctx);
  registerSandboxRoutes(app, ctx);
}

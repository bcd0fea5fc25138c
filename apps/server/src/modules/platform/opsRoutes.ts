import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerDoctorOpsRoutes } from './doctorRoutes';
import { registerQueueOpsRoutes } from './queueRoutes';
import { registerWithdrawalStandingRoute } from './withdrawalStanding';

/**
 * The operator API of the site as a whole: `npm run ops -- doctor` (the production start's checks for the
 * running server) and the console's work queues (claims and counts across deposits, withdrawals,
 * promotions, points, feedback and chats: the one place that reads every queue, issue 16).
 */
export function registerPlatformOpsRoutes(root: FastifyInstance, ctx: AppContext) {
  ctx.ops.scope(root, (app) => {
    registerDoctorOpsRoutes(app, ctx);
    registerQueueOpsRoutes(app, ctx);
    registerWithdrawalStandingRoute(app, ctx);
  });
}

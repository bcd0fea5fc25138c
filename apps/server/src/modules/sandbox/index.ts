import { defineModule } from '../../moduleKit';
import { registerSandboxRoutes } from './routes';
import { registerSandboxOpsRoutes } from './opsRoutes';
import { deliverDueCallbacks } from './service';

/** The built-in sandboxes of a payment gateway and a vendor (tests and demos). */
export default defineModule({
  name: 'sandbox',
  routes: [registerSandboxRoutes],
  opsRoutes: [registerSandboxOpsRoutes],
  jobs: [
    {
      name: 'payments.callbacks',
      run: (ctx) => (ctx.config.money.sandboxEnabled ? deliverDueCallbacks(ctx) : Promise.resolve(0)),
    },
  ],
});

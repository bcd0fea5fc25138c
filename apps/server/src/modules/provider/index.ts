import { vendorCommand } from '../../cli/commands/vendor';
import { defineModule } from '../../moduleKit';
import { registerVendorOpsRoutes } from './opsRoutes';
import { registerProviderRoutes } from './routes';

/** The provider gateway: launch sessions and the vendors' wallet callbacks. */
export default defineModule({
  name: 'provider',
  routes: [registerProviderRoutes],
  opsRoutes: [registerVendorOpsRoutes],
  commands: [vendorCommand],
});
